import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BUILD_PINS, RUNTIME_PINS } from './toolchain';

/** The environment variable naming a clone of the libraries' repository. */
export const REPO_VARIABLE = 'LUMENIZE_REPO';
const REPOSITORY = 'https://github.com/lumenize/lumenize';

/** Where `@lumenize/*` comes from: npm, or a clone of the repository, built here. */
export type PackageSource = { kind: 'registry' } | { kind: 'repository'; repo: string; tag: string };

/**
 * The registry when it has every package at the documented version; otherwise the clone that
 * `LUMENIZE_REPO` names; otherwise an error saying what to provide. The run never goes on without
 * the packages.
 */
export function chooseSource(options: { version: string; packages: string[]; onRegistry: boolean; repo: string | undefined }): PackageSource {
  if (options.onRegistry) return { kind: 'registry' };
  const tag = `v${options.version}`;
  const names = options.packages.map((id) => `@lumenize/${id}@${options.version}`).join(', ');
  if (!options.repo) {
    throw new Error(
      `${names}: not on the npm registry, and ${REPO_VARIABLE} is not set. Give the examples the packages: ` +
        `set ${REPO_VARIABLE} to a clone of ${REPOSITORY} (a bare clone will do) that has the tag ${tag}, as in ` +
        `${REPO_VARIABLE}=/path/to/lumenize.git npm run test:examples`,
    );
  }
  return { kind: 'repository', repo: options.repo, tag };
}

/** Whether npm serves `name@version`; a failure other than "not found" stops the run. */
export function registryHas(name: string, version: string): boolean {
  const result = spawnSync('npm', ['view', `${name}@${version}`, 'version', '--json'], { encoding: 'utf8' });
  if (result.status === 0) return result.stdout.trim() !== '';
  if (/E404|404 Not Found/.test(result.stderr + result.stdout)) return false;
  throw new Error(`npm view ${name}@${version} failed:\n${result.stderr}`);
}

function git(repo: string, args: string[]): string {
  const result = spawnSync('git', ['-C', repo, ...args], { encoding: 'utf8', maxBuffer: 1 << 28 });
  if (result.status !== 0) throw new Error(`git -C ${repo} ${args.join(' ')}: ${result.stderr.trim()}`);
  return result.stdout;
}

/** The folder the repository's packages are written to, inside the scratch project. */
const CHECKOUT = 'lumenize';

/** The scratch project's package.json: the pins, and the packages from npm or as workspaces of the checkout. */
export function scratchManifest(source: PackageSource, version: string, packages: string[]): object {
  const lumenize = source.kind === 'registry' ? Object.fromEntries(packages.map((id) => [`@lumenize/${id}`, version])) : {};
  return {
    name: 'lumenize-examples',
    private: true,
    type: 'module',
    // As in the libraries' own repository, whose root links its packages as npm workspaces.
    ...(source.kind === 'repository' ? { workspaces: [`${CHECKOUT}/packages/*`] } : {}),
    devDependencies: { ...RUNTIME_PINS, ...(source.kind === 'repository' ? BUILD_PINS : {}), ...lumenize },
  };
}

/**
 * Writes the tag's packages (and the root tsconfig.json they extend) into the scratch project, with
 * `git archive`, which reads a bare clone as well as a working one. Skipped when the same commit
 * is already there.
 */
export function checkOut(scratch: string, repo: string, tag: string, packages: string[]): void {
  let commit: string;
  try {
    commit = git(repo, ['rev-parse', '--verify', `${tag}^{commit}`]).trim();
  } catch (error) {
    throw new Error(`${REPO_VARIABLE}=${repo}: no tag ${tag} there (${(error as Error).message}). Fetch the tags of ${REPOSITORY} into it.`);
  }
  const target = path.join(scratch, CHECKOUT);
  const stamp = path.join(target, '.commit');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === commit) return;
  rmSync(target, { recursive: true, force: true });
  mkdirSync(target, { recursive: true });
  const archive = spawnSync('git', ['-C', repo, 'archive', '--format=tar', commit, 'tsconfig.json', ...packages.map((id) => `packages/${id}`)], {
    maxBuffer: 1 << 28,
  });
  if (archive.status !== 0) throw new Error(`git archive ${tag} in ${repo}: ${archive.stderr.toString().trim()}`);
  const tar = spawnSync('tar', ['-x', '-C', target], { input: archive.stdout });
  if (tar.status !== 0) throw new Error(`tar: ${tar.stderr.toString().trim()}`);
  writeFileSync(stamp, commit);
}

/** The packages in an order that builds each after the `@lumenize/*` packages it depends on. */
export function buildOrder(manifests: Record<string, { version?: string; dependencies?: Record<string, string> }>): string[] {
  const order: string[] = [];
  const visit = (id: string, trail: string[]) => {
    if (order.includes(id)) return;
    if (trail.includes(id)) throw new Error(`@lumenize/${id} depends on itself through ${trail.join(' → ')}`);
    for (const name of Object.keys(manifests[id]?.dependencies ?? {})) {
      const dependency = name.startsWith('@lumenize/') ? name.slice('@lumenize/'.length) : undefined;
      if (dependency && dependency in manifests) visit(dependency, [...trail, id]);
    }
    order.push(id);
  };
  for (const id of Object.keys(manifests).sort()) visit(id, []);
  return order;
}

/**
 * Builds each package the way the repository's own build does (scripts/build-packages.sh at the
 * tag: a clean `dist/`, then `tsc --project tsconfig.build.json`), with the pinned compiler.
 */
export function buildPackages(scratch: string, packages: string[], version: string): void {
  const root = path.join(scratch, CHECKOUT, 'packages');
  const manifests = Object.fromEntries(packages.map((id) => [id, JSON.parse(readFileSync(path.join(root, id, 'package.json'), 'utf8'))]));
  for (const id of buildOrder(manifests)) {
    if (manifests[id].version !== version) throw new Error(`@lumenize/${id} is ${manifests[id].version} at the tag v${version}, not ${version}`);
    const folder = path.join(root, id);
    rmSync(path.join(folder, 'dist'), { recursive: true, force: true });
    const tsc = spawnSync(path.join(scratch, 'node_modules/.bin/tsc'), ['--project', 'tsconfig.build.json'], { cwd: folder, encoding: 'utf8' });
    if (tsc.status !== 0) throw new Error(`building @lumenize/${id} (tsc --project tsconfig.build.json in ${folder}) failed:\n${tsc.stdout}${tsc.stderr}`);
  }
}

/** The declarations a package publishes: its package.json's `types`, inside the installed package. */
export function publishedDeclarations(scratch: string, id: string): string {
  const folder = path.join(scratch, 'node_modules/@lumenize', id);
  const manifest = JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8')) as { types?: string; typings?: string };
  const types = manifest.types ?? manifest.typings;
  if (!types) throw new Error(`@lumenize/${id} names no types in its package.json`);
  return path.join(folder, types);
}
