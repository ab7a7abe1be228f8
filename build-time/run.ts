import { spawn, type SpawnOptions } from 'node:child_process';

/** Runs a command, resolving when it succeeds and rejecting with its exit code otherwise. */
export function run(command: string, args: string[], options: SpawnOptions = {}): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolvePromise();
      else reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`));
    });
  });
}

export const bin = (name: string) => `node_modules/.bin/${name}`;
