import { cp, rm, rmdir } from 'node:fs/promises';
import { dirname, relative } from 'node:path';
import { readdirSync } from 'node:fs';
import { run } from '@/build-time/run';

/**
 * The fixture export: the fixture content beside its specs, with its own site config
 * (e2e/fixture/content/site.config.ts), so they can assert known posts, docs and API items, built
 * under a base path.
 */
const FIXTURE_ENV = {
  LUMENIZE_BASE_PATH: '/base',
  LUMENIZE_EXPORT_DIR: 'out-fixture',
  LUMENIZE_CONTENT_DIR: 'e2e/fixture/content',
};

/**
 * Pages only the fixture export has (the crash page's trigger), laid into `app/` for its build
 * alone and taken out after, so no other build, nor its configuration, knows of them.
 */
const PROBES = 'e2e/fixture/app';

const probeFiles = (dir = PROBES): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? probeFiles(`${dir}/${entry.name}`) : [`${dir}/${entry.name}`]));

/** `app/a/b` → `app/a/b`, `app/a`: the folders below app/ that hold a path. */
const ancestors = (folder: string): string[] => (folder === 'app' ? [] : [folder, ...ancestors(dirname(folder))]);

/** Builds the fixture export into out-fixture/, with its probe pages. */
export async function buildFixture() {
  const placed = probeFiles().map((file) => `app/${relative(PROBES, file)}`);
  const removeProbes = async () => {
    await Promise.all(placed.map((file) => rm(file, { force: true })));
    // Then the folders they came in, where nothing else of app/ is left in them.
    const folders = new Set(placed.flatMap((file) => ancestors(dirname(file))));
    for (const folder of [...folders].sort((a, b) => b.length - a.length)) await rmdir(folder).catch(() => undefined);
  };
  await removeProbes();
  await cp(PROBES, 'app', { recursive: true, errorOnExist: true, force: false });
  try {
    await run('npm', ['run', 'build'], { env: { ...process.env, ...FIXTURE_ENV } });
  } finally {
    await removeProbes();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  buildFixture().catch((error: Error) => {
    console.error(error.message);
    process.exit(1);
  });
}
