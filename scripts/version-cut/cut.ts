import { cpSync, existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { filesUnder } from '@/build-time/files';
import { SITE_CONFIG_NAME } from '@/build-time/content/content-dir';
import { contentDigest, type RecordedDates } from '@/build-time/content/last-updated';
import { API_DIR, CLAIMS_DIR, LAST_UPDATED_NAME, versionDir, VERSIONS_DIR } from '@/build-time/content/version-layout';
import type { SiteConfig } from '@/lib/core/site-config';

/**
 * What a version's tree holds, copied whole by a cut: its guides, its API declarations, the claim
 * tests that back them at its release, its sidebar.
 */
const TREE = ['docs', API_DIR, CLAIMS_DIR, 'sidebar.yaml'];

/**
 * Archives the latest version: copies its tree (the content folder's `docs/`, `api/`, `claims/`
 * and `sidebar.yaml`) into `versions/<name>/`, where its pages are then `/docs/<name>/…`, and records
 * each file's date in the latest's history there (`last-updated.json`), which its pages show
 * instead of the date of the commit that adds the copy. Only the latest can be cut, named as
 * `docs.latest` names it: the content folder holds its docs. Its entry of `docs.versions` stays as
 * it is (its packages' entries are relative to its tree, so they hold in the copy); the writer then
 * writes the next release's docs in the content folder, adds its entry and makes it `docs.latest`.
 * Gives back the files copied, by their path in the version's tree.
 */
export function cutVersion(
  { contentDir, config, name }: { contentDir: string; config: SiteConfig; name: string },
  lastUpdated: (path: string) => Date,
): string[] {
  if (name !== config.docs.latest) {
    throw new Error(
      `${contentDir}/${SITE_CONFIG_NAME}: docs.latest is ${config.docs.latest}, whose docs the content folder holds: only the latest is cut (npm run version:cut -- ${config.docs.latest}).`,
    );
  }
  const target = versionDir(name, contentDir);
  if (existsSync(target)) throw new Error(`${target}/: already there; ${name} has been cut.`);
  const copied: string[] = [];
  for (const entry of TREE) {
    const from = join(contentDir, entry);
    if (!existsSync(from)) continue;
    cpSync(from, join(target, entry), { recursive: true });
    const files = statSync(from).isDirectory() ? filesUnder(from) : [from];
    copied.push(...files.map((file) => relative(contentDir, file).split(sep).join('/')));
  }
  const dates: RecordedDates = Object.fromEntries(
    copied
      .sort()
      .map((path) => [path, { date: lastUpdated(`${contentDir}/${path}`).toISOString(), sha256: contentDigest(readFileSync(join(contentDir, path))) }]),
  );
  writeFileSync(join(target, LAST_UPDATED_NAME), `${JSON.stringify(dates, null, 2)}\n`);
  return copied;
}

/** What the writer does next, printed by `npm run version:cut`. */
export const nextSteps = (contentDir: string, name: string) =>
  [
    `${name} is archived in ${contentDir}/${VERSIONS_DIR}/${name}/ (its pages: /docs/${name}/…), with its files' dates in ${LAST_UPDATED_NAME}.`,
    'Next, in the content folder:',
    `  1. write the next release's docs (docs/, api/, sidebar.yaml), linking /docs/… as before;`,
    `  2. add its entry to docs.versions in ${contentDir}/${SITE_CONFIG_NAME} (name, label, tag, released, mainDocId, packages, and the moves and upgradeDoc it needs);`,
    `  3. set docs.latest to its name. Until then the build stops: ${name} is docs.latest and has a folder of its own.`,
  ].join('\n');
