import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Toolchain } from './toolchain';

/** The environment variable naming a clone of the libraries' repository. */
export const REPO_VARIABLE = 'LUMENIZE_REPO';
const REPOSITORY = 'https://github.com/lumenize/lumenize';
const SCOPE = '@lumenize/';

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
  const names = options.packages.map((id) => `${SCOPE}${id}@${options.version}`).join(', ');
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

/** A package's manifest, the parts read here. */
export interface Manifest {
  name?: string;
  version?: string;
  private?: boolean;
  dependencies?: Record<string, string>;
  types?: string;
  typings?: string;
}

/** The `@lumenize/*` ids a manifest depends on (its dependencies, which an install brings along). */
const lumenizeDependencies = (manifest: Manifest | undefined) =>
  Object.keys(manifest?.dependencies ?? {})
    .filter((name) => name.startsWith(SCOPE))
    .map((name) => name.slice(SCOPE.length));

/**
 * The packages a run needs: the ones asked for and every `@lumenize/*` package they depend on, so
 * that each installs from a tarball of its own tag instead of from a registry that lacks it.
 */
export function packageClosure(wanted: string[], manifestOf: (id: string) => Manifest | undefined): string[] {
  const closure = new Set<string>();
  const visit = (id: string, from?: string) => {
    if (closure.has(id)) return;
    const manifest = manifestOf(id);
    if (!manifest) throw new Error(`${SCOPE}${id}${from ? ` (a dependency of ${SCOPE}${from})` : ''}: no such package at the tag`);
    closure.add(id);
    for (const dependency of lumenizeDependencies(manifest)) visit(dependency, id);
  };
  for (const id of wanted) visit(id);
  return [...closure].sort();
}

/** The commit of a tag, or an error saying how to get it. */
export function commitOf(repo: string, tag: string): string {
  try {
    return git(repo, ['rev-parse', '--verify', `${tag}^{commit}`]).trim();
  } catch (error) {
    throw new Error(`${REPO_VARIABLE}=${repo}: no tag ${tag} there (${(error as Error).message}). Fetch the tags of ${REPOSITORY} into it.`);
  }
}

/** A package's manifest at a commit, or undefined when the commit has no such package. */
export function manifestAt(repo: string, commit: string, id: string): Manifest | undefined {
  const result = spawnSync('git', ['-C', repo, 'show', `${commit}:packages/${id}/package.json`], { encoding: 'utf8' });
  return result.status === 0 ? (JSON.parse(result.stdout) as Manifest) : undefined;
}

/** The folder the repository's packages are written to, inside a version's build project. */
const CHECKOUT = 'lumenize';
/** The files of the repository's root that its packages' configurations point at. */
const ROOT_FILES = ['tsconfig.json', 'cloudflare-test-env.d.ts'];

/**
 * Writes the tag's packages (and the root files their configurations extend or link to) into the
 * build project, with `git archive`, which reads a bare clone as well as a working one. Skipped
 * when the same commit is already there.
 */
export function checkOut(buildDir: string, repo: string, commit: string, packages: string[]): void {
  const target = path.join(buildDir, CHECKOUT);
  const stamp = path.join(target, '.commit');
  const key = `${commit} ${packages.join(',')}`;
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === key) return;
  rmSync(target, { recursive: true, force: true });
  mkdirSync(target, { recursive: true });
  const present = new Set(git(repo, ['ls-tree', '--name-only', commit]).split('\n'));
  const paths = [...ROOT_FILES.filter((file) => present.has(file)), ...packages.map((id) => `packages/${id}`)];
  const archive = spawnSync('git', ['-C', repo, 'archive', '--format=tar', commit, ...paths], { maxBuffer: 1 << 28 });
  if (archive.status !== 0) throw new Error(`git archive ${commit} in ${repo}: ${archive.stderr.toString().trim()}`);
  const tar = spawnSync('tar', ['-x', '-C', target], { input: archive.stdout });
  if (tar.status !== 0) throw new Error(`tar: ${tar.stderr.toString().trim()}`);
  writeFileSync(stamp, key);
}

/** The packages in an order that builds each after the `@lumenize/*` packages it depends on. */
export function buildOrder(manifests: Record<string, Manifest>): string[] {
  const order: string[] = [];
  const visit = (id: string, trail: string[]) => {
    if (order.includes(id)) return;
    if (trail.includes(id)) throw new Error(`${SCOPE}${id} depends on itself through ${trail.join(' → ')}`);
    for (const dependency of lumenizeDependencies(manifests[id])) if (dependency in manifests) visit(dependency, [...trail, id]);
    order.push(id);
  };
  for (const id of Object.keys(manifests).sort()) visit(id, []);
  return order;
}

/** Runs a command, or throws its output. */
function run(command: string, args: string[], cwd: string): string {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', maxBuffer: 1 << 28 });
  if (result.status !== 0) throw new Error(`${path.basename(command)} ${args.join(' ')} in ${cwd} failed:\n${result.stdout}${result.stderr}`);
  return result.stdout;
}

/**
 * The files a package's tsconfig.json lists that the tag does not hold: `wrangler types` writes
 * them beside each wrangler.jsonc (the repository's `npm run types`, run before its build), and
 * the configuration still names them when its build skips the type check.
 */
function generateListedFiles(buildDir: string, folder: string): void {
  const config = JSON.parse(readFileSync(path.join(folder, 'tsconfig.json'), 'utf8')) as { files?: string[] };
  for (const file of config.files ?? []) {
    const target = path.join(folder, file);
    if (existsSync(target)) continue;
    const beside = path.dirname(target);
    if (path.basename(file) !== 'worker-configuration.d.ts' || !existsSync(path.join(beside, 'wrangler.jsonc')))
      throw new Error(`${target}: its tsconfig.json lists it, the tag does not hold it, and no wrangler.jsonc beside it says how to make it`);
    run(path.join(buildDir, 'node_modules/.bin/wrangler'), ['types'], beside);
  }
}

/**
 * Builds each package the way the tag's own build does (scripts/build-packages.sh: a clean
 * `dist/`, then `tsc --project tsconfig.build.json`, with that script's arguments), with the
 * pinned compiler, each package finding the others as the repository's npm workspaces link them.
 */
export function buildPackages(buildDir: string, packages: string[], version: string, toolchain: Toolchain): void {
  const root = path.join(buildDir, CHECKOUT);
  const manifests = Object.fromEntries(
    packages.map((id) => [id, JSON.parse(readFileSync(path.join(root, 'packages', id, 'package.json'), 'utf8')) as Manifest]),
  );
  const links = path.join(root, 'node_modules/@lumenize');
  rmSync(links, { recursive: true, force: true });
  mkdirSync(links, { recursive: true });
  for (const id of packages) symlinkSync(path.join('../../packages', id), path.join(links, id));
  for (const id of buildOrder(manifests)) {
    if (manifests[id].version !== version) throw new Error(`${SCOPE}${id} is ${manifests[id].version} at the tag v${version}, not ${version}`);
    const folder = path.join(root, 'packages', id);
    generateListedFiles(buildDir, folder);
    rmSync(path.join(folder, 'dist'), { recursive: true, force: true });
    run(path.join(buildDir, 'node_modules/.bin/tsc'), ['--project', 'tsconfig.build.json', ...toolchain.tscArguments], folder);
  }
}

/**
 * Packs each built package as `npm publish` would (`npm pack`: its `files`, its manifest as it is at
 * the tag), so that what a reader would install from the registry is what the examples install.
 * Returns each package's tarball.
 */
export function packPackages(buildDir: string, packages: string[], tarballs: string): Record<string, string> {
  rmSync(tarballs, { recursive: true, force: true });
  mkdirSync(tarballs, { recursive: true });
  const packed: Record<string, string> = {};
  for (const id of packages) {
    const output = run('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', tarballs], path.join(buildDir, CHECKOUT, 'packages', id));
    const [{ filename }] = JSON.parse(output) as { filename: string }[];
    packed[id] = path.join(tarballs, filename);
  }
  const stray = readdirSync(tarballs).filter((file) => !Object.values(packed).some((tarball) => path.basename(tarball) === file));
  if (stray.length > 0) throw new Error(`${tarballs}: npm pack left files nobody asked for: ${stray.join(', ')}`);
  return packed;
}

/** The build project's package.json: the compiler and types the tag's build uses, and the tools its configurations name. */
export function buildManifest(toolchain: Toolchain): object {
  return { name: 'lumenize-examples-build', private: true, type: 'module', devDependencies: { ...toolchain.runtime, ...toolchain.build } };
}

/**
 * The run project's package.json: the guides' tools at their pins, and `@lumenize/*` from npm at
 * the documented version, or from the tarballs packed from the tag.
 */
export function runManifest(toolchain: Toolchain, lumenize: { version: string; packages: string[] } | { tarballs: Record<string, string> }): object {
  const packages =
    'tarballs' in lumenize
      ? Object.fromEntries(Object.entries(lumenize.tarballs).map(([id, tarball]) => [`${SCOPE}${id}`, `file:${tarball}`]))
      : Object.fromEntries(lumenize.packages.map((id) => [`${SCOPE}${id}`, lumenize.version]));
  return { name: 'lumenize-examples', private: true, type: 'module', devDependencies: { ...toolchain.runtime, ...packages } };
}

/** The declarations a package publishes: its package.json's `types`, inside the installed package. */
export function publishedDeclarations(runDir: string, id: string): string {
  const folder = path.join(runDir, 'node_modules/@lumenize', id);
  const manifest = JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8')) as Manifest;
  const types = manifest.types ?? manifest.typings;
  if (!types) throw new Error(`${SCOPE}${id} names no types in its package.json`);
  return path.join(folder, types);
}
