import { run } from '@/build-time/run';

/** Installs Debian packages with apt-get (through sudo unless root): what `npm test` needs and npm cannot bring. */
export async function aptInstall(packages: readonly string[]): Promise<void> {
  const apt = (...args: string[]) => (process.getuid?.() === 0 ? run('apt-get', args) : run('sudo', ['apt-get', ...args]));
  await apt('update');
  await apt('install', '-y', '--no-install-recommends', ...packages);
}
