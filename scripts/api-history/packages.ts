import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** A package of the libraries' repository at one tag: its folder under `packages/`, its npm name and entry modules. */
export interface RepoPackage {
  folder: string;
  name: string;
  published: boolean;
  /** The source module (`.ts`) behind each import path of the package: `@lumenize/mesh`, `@lumenize/mesh/client`. */
  entries: Record<string, string>;
}

interface Manifest {
  name?: unknown;
  private?: unknown;
  exports?: unknown;
  types?: unknown;
  typings?: unknown;
  main?: unknown;
}

/**
 * The file a package.json gives TypeScript for one export: a string target, or the first of the
 * conditions TypeScript would pick for a bundler (`types`, then `import`, then `default`). Nested
 * conditions are followed.
 */
function conditionTarget(target: unknown): string | undefined {
  if (typeof target === 'string') return target;
  if (target && typeof target === 'object') {
    const conditions = target as Record<string, unknown>;
    for (const condition of ['types', 'import', 'default']) {
      const found = conditionTarget(conditions[condition]);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * The files a manifest exports, by subpath (`.`, `./client`): its `exports` map when it has one,
 * which is then all a consumer may import; otherwise `types` (or `typings`, or `main`) for `.`.
 */
export function exportedFiles(manifest: Manifest, file: string): Record<string, string> {
  const { exports } = manifest;
  const subpathMap = exports && typeof exports === 'object' && Object.keys(exports).some((key) => key.startsWith('.'));
  const map: Record<string, unknown> =
    typeof exports === 'string' || (exports && !subpathMap) ? { '.': exports } : ((exports as Record<string, unknown>) ?? {});
  const files: Record<string, string> = {};
  for (const [subpath, target] of Object.entries(map)) {
    // A pattern (`./*`) names no one module; the packages read here have none.
    if (subpath.includes('*')) throw new Error(`${file}: exports["${subpath}"] is a pattern, which this script does not read`);
    const found = conditionTarget(target);
    if (!found) throw new Error(`${file}: exports["${subpath}"] names no types, import or default file`);
    files[subpath] = found;
  }
  if (!('.' in files)) {
    const fallback = [manifest.types, manifest.typings, manifest.main].find((value): value is string => typeof value === 'string');
    if (fallback && !exports) files['.'] = fallback;
  }
  if (!('.' in files)) throw new Error(`${file}: no entry: neither exports["."], types nor main names a file`);
  return files;
}

/**
 * The source module behind a file the manifest names: itself when it is a `.ts` source; a build
 * output (`dist/index.d.ts`, `dist/index.js`) is mapped back through the package's build config,
 * its `outDir` to its `rootDir`, as its own build wrote it.
 */
export function sourceModule(folder: string, file: string, buildConfig: { outDir?: string; rootDir?: string } | undefined): string {
  const absolute = path.resolve(folder, file);
  if (/\.(c|m)?tsx?$/.test(absolute) && !/\.d\.(c|m)?ts$/.test(absolute)) return absolute;
  const { outDir, rootDir } = buildConfig ?? {};
  if (!outDir || !rootDir) throw new Error(`${folder}: ${file} is a build output, and no tsconfig.build.json says where its sources are (outDir, rootDir)`);
  const relative = path.relative(outDir, absolute);
  if (relative.startsWith('..')) throw new Error(`${folder}: ${file} is outside the build's outDir ${outDir}`);
  const stem = relative.replace(/\.d\.(c|m)?ts$|\.(c|m)?js$/, '');
  const candidates = ['.ts', '.tsx', '.mts', '.cts'].map((extension) => path.join(rootDir, stem + extension));
  const found = candidates.find((candidate) => existsSync(candidate));
  if (!found) throw new Error(`${folder}: ${file} has no source module; looked for ${candidates.map((c) => path.relative(folder, c)).join(', ')}`);
  return found;
}

function buildConfigOf(folder: string): { outDir?: string; rootDir?: string } | undefined {
  const file = path.join(folder, 'tsconfig.build.json');
  if (!existsSync(file)) return undefined;
  const parsed = ts.getParsedCommandLineOfConfigFile(file, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
  if (!parsed) return undefined;
  return { outDir: parsed.options.outDir, rootDir: parsed.options.rootDir };
}

/**
 * Every package of a checkout (`packages/<folder>/package.json`): the published ones (those not
 * marked `"private": true`) are read for their exports; the private ones only resolve imports.
 */
export function packagesOf(root: string): RepoPackage[] {
  const base = path.join(root, 'packages');
  const packages: RepoPackage[] = [];
  for (const folder of readdirSync(base, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()) {
    const file = path.join(base, folder, 'package.json');
    if (!existsSync(file)) continue;
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
    const where = `packages/${folder}/package.json`;
    if (typeof manifest.name !== 'string') throw new Error(`${where}: no "name"`);
    const buildConfig = buildConfigOf(path.join(base, folder));
    const entries: Record<string, string> = {};
    for (const [subpath, target] of Object.entries(exportedFiles(manifest, where))) {
      const specifier = subpath === '.' ? manifest.name : `${manifest.name}/${subpath.slice(2)}`;
      entries[specifier] = sourceModule(path.join(base, folder), target, buildConfig);
    }
    packages.push({ folder, name: manifest.name, published: manifest.private !== true, entries });
  }
  return packages;
}
