/**
 * `npm run api-history`: lists what every published `@lumenize/*` package exported at each release
 * tag of the libraries' repository (`LUMENIZE_REPO`), diffs the tags, and writes
 * content/api-history.json with the reviewed note of each change (notes.json). Not part of the
 * build. See the README, "The API history".
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import ts from 'typescript';
import { parseApiHistory } from '@/build-time/content/api-history-schema';
import { API_HISTORY_NAME } from '@/build-time/content/content-dir';
import { REPO_VARIABLE } from '../examples/packages';
import { surfaceOf, type TagSurface } from './declarations';
import { buildHistory, detectRenames, summarize, type Rename, type Snapshot } from './history';
import { applyNotes, parseNotes, withStubs, type Unreviewed } from './notes';
import { packagesOf } from './packages';
import { checkOut, commitOf, movedFiles, releaseVersions, tagsOf } from './repository';

/** The site's own content folder: the history is of the libraries the site documents, whatever LUMENIZE_CONTENT_DIR says. */
const OUTPUT = `content/${API_HISTORY_NAME}`;
const NOTES = 'scripts/api-history/notes.json';
const CACHE = '.cache/api-history';
/** The oldest version the site documents; the history starts there. */
const FIRST_VERSION = '0.9.0';

/** Changes to the listing code, or another TypeScript, invalidate the cached surfaces. */
function listerFingerprint(): string {
  const hash = createHash('sha256').update(ts.version);
  for (const file of ['declarations.ts', 'packages.ts']) hash.update(readFileSync(new URL(file, import.meta.url)));
  return hash.digest('hex').slice(0, 16);
}

/** A tag's surface, from the cache when the same commit was listed by the same code. */
function surfaceAt(repo: string, version: string, commit: string, fingerprint: string): TagSurface {
  const cached = path.join(CACHE, `${commit}-${fingerprint}.json`);
  if (existsSync(cached)) return JSON.parse(readFileSync(cached, 'utf8')) as TagSurface;
  const folder = mkdtempSync(path.join(os.tmpdir(), `lumenize-${version}-`));
  try {
    checkOut(repo, commit, folder);
    const surface = surfaceOf(folder, packagesOf(folder));
    mkdirSync(CACHE, { recursive: true });
    writeFileSync(cached, JSON.stringify(surface));
    return surface;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

const indent = (text: string, by = '      ') =>
  text
    .split('\n')
    .map((line) => by + line)
    .join('\n');

function printSummary(snapshots: Snapshot[], surfaces: TagSurface[], history: ReturnType<typeof buildHistory>, renames: Rename[]) {
  const short = (name: string) => name.replace(/^@lumenize\//, '');
  console.log('\nversion  package: exports (+added −removed ~changed →moved); @internal exports skipped');
  summarize(snapshots, history.items).forEach((summary, index) => {
    console.log(summary.version);
    for (const pkg of summary.packages) {
      const counts = [pkg.added && `+${pkg.added}`, pkg.removed && `−${pkg.removed}`, pkg.changed && `~${pkg.changed}`, pkg.moved && `→${pkg.moved}`].filter(
        Boolean,
      );
      const internal = surfaces[index].packages[pkg.name]?.internal.length ?? 0;
      const published = pkg.name in surfaces[index].packages;
      console.log(
        `  ${short(pkg.name)}: ${published ? pkg.exports : 'no longer published'}${counts.length ? ` (${counts.join(' ')})` : ''}${internal ? `; ${internal} @internal skipped` : ''}`,
      );
    }
    for (const rename of renames.filter((rename) => rename.version === summary.version)) console.log(`  renamed: ${rename.from} → ${rename.to}`);
  });
  const unresolvedModules = [...new Set(surfaces.flatMap((surface) => surface.unresolved.modules))].sort();
  const unresolvedNames = [...new Set(surfaces.flatMap((surface) => surface.unresolved.names))].sort();
  console.log(`\nUnresolved, printed as written (an inferred type through them prints as any):`);
  console.log(`  modules: ${unresolvedModules.join(', ') || 'none'}`);
  console.log(`  global names: ${unresolvedNames.join(', ') || 'none'}`);
  for (const move of history.ambiguous) {
    console.log(`\n${move.package} ${move.name} left at ${move.version} for several packages at once (${move.candidates.join(', ')}): movedTo names the first`);
  }
}

function printUnreviewed(unreviewed: Unreviewed[]) {
  for (const { package: pkg, name, change } of unreviewed) {
    console.log(`\n✗ ${pkg} ${name} ${change.version}: no reviewed note${change.from ? ` (arrived from ${change.from})` : ''}`);
    console.log(`    before:\n${indent(change.before)}\n    after:\n${indent(change.after)}`);
  }
}

function main() {
  const { values } = parseArgs({ options: { to: { type: 'string' }, 'add-missing': { type: 'boolean' } } });
  const repo = process.env[REPO_VARIABLE];
  if (!repo)
    throw new Error(
      `${REPO_VARIABLE} is not set: name a clone of the libraries' repository (a bare one will do), as in ${REPO_VARIABLE}=/path/to/lumenize.git npm run api-history`,
    );
  const versions = releaseVersions(tagsOf(repo), FIRST_VERSION, values.to);
  const fingerprint = listerFingerprint();
  const commits = versions.map((version) => commitOf(repo, version));
  const surfaces = versions.map((version, index) => {
    const started = Date.now();
    const surface = surfaceAt(repo, version, commits[index], fingerprint);
    console.log(`v${version} ${commits[index].slice(0, 10)} listed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return surface;
  });
  const snapshots: Snapshot[] = versions.map((version, index) => ({ version, packages: surfaces[index].packages }));
  const renames = snapshots
    .slice(1)
    .flatMap((snapshot, index) => detectRenames(snapshots[index], snapshot, movedFiles(repo, commits[index], commits[index + 1])));
  const history = buildHistory(snapshots, renames);
  printSummary(snapshots, surfaces, history, renames);

  const notes = parseNotes(NOTES, JSON.parse(readFileSync(NOTES, 'utf8')));
  const { items, unreviewed, stale } = applyNotes(history.items, notes, versions);
  const changes = items.flatMap((item) => item.changes);
  console.log(`\n${changes.length} changes, ${changes.filter((change) => !change.real).length} of them not real (nothing for a caller to do)`);
  if (unreviewed.length || stale.length) {
    printUnreviewed(unreviewed);
    for (const line of stale) console.log(`\n✗ ${NOTES}: ${line}`);
    if (values['add-missing'] && unreviewed.length) {
      writeFileSync(NOTES, `${JSON.stringify(withStubs(notes, unreviewed), null, 2)}\n`);
      console.log(`\nAdded ${unreviewed.length} empty notes to ${NOTES}: write each, then run again.`);
    }
    throw new Error(`Changes without a reviewed note: ${unreviewed.length}; notes of no change: ${stale.length} (above). ${OUTPUT} is unchanged.`);
  }
  const checked = parseApiHistory(OUTPUT, { versions, renames: renames.map(({ version, from, to }) => ({ version, from, to })), items });
  writeFileSync(OUTPUT, `${JSON.stringify(checked, null, 2)}\n`);
  console.log(`Wrote ${OUTPUT}: ${versions.length} versions, ${items.length} items.`);
}

try {
  main();
} catch (error) {
  console.error(`\n${(error as Error).message}`);
  process.exitCode = 1;
}
