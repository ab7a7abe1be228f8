import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { run } from '@/build-time/run';

/**
 * The Node that readers run today, the active LTS, beside the machine's own (Node 20): `npm test`
 * builds the export on it too, and runs the checks of that export and the page sweep. npm's `node`
 * package ships the binary, so it comes from the registry like every other package, into a folder
 * of its own: installed into node_modules, its `.bin/node` would take over every npm script.
 */
export const CURRENT_LTS = 26;
const DIR = '.cache/node-lts';

/** The major version of the Node at `node`, or undefined where none runs. */
export function nodeMajor(node: string, env: NodeJS.ProcessEnv = process.env): number | undefined {
  const { status, stdout } = spawnSync(node, ['--version'], { encoding: 'utf8', env });
  return status === 0 ? Number(/^v(\d+)\./.exec(stdout)?.[1]) : undefined;
}

/** The folder holding the LTS `node`, installed the first time. */
export async function ensureCurrentNode(): Promise<string> {
  const bin = resolve(DIR, 'node_modules/.bin');
  if (existsSync(join(bin, 'node')) && nodeMajor(join(bin, 'node')) === CURRENT_LTS) return bin;
  console.log(`Installing Node ${CURRENT_LTS} (npm's node package) into ${DIR}/…`);
  mkdirSync(DIR, { recursive: true });
  // The package's install script fetches the binary for this platform, itself an npm package.
  writeFileSync(join(DIR, 'package.json'), `${JSON.stringify({ private: true, allowScripts: { node: true } }, null, 2)}\n`);
  await run('npm', ['install', '--prefix', DIR, '--no-audit', '--no-fund', '--no-package-lock', `node@${CURRENT_LTS}`]);
  const major = nodeMajor(join(bin, 'node'));
  if (major !== CURRENT_LTS) throw new Error(`npm installed node@${CURRENT_LTS}, but ${join(bin, 'node')} reports major version ${major ?? 'none'}.`);
  return bin;
}
