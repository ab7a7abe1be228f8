import { readFileSync } from 'node:fs';
import type { SiteConfig } from '@/lib/core/site-config';
import { archivedName, docsVersions } from '@/lib/core/versions';
import { readApiReference } from './api-declarations';
import { CONTENT_DIR, SITE_CONFIG_SOURCE } from './content-dir';
import { theOne } from './document-kinds';
import { kindOf } from './front-matter';
import type { VersionInput } from './model/input';
import { ContentProblems, type Problem } from '@/lib/core/problems';
import { buildSidebar, unlistedDocs } from './sidebar-yaml';
import { archivedFolders, splitVersion, versionDir, VERSIONS_DIR } from './version-layout';

interface SidebarDocument {
  sourcePath: string;
  items: unknown;
  _raw: { sourceFilePath: string };
}

/** A mistake in how the folders and the config agree on the versions: no model can be made without it fixed. */
const mistake = (file: string, message: string) => new ContentProblems([{ file, message }]);

/**
 * Every version's docs from its own tree of the content folder: its guides, its API reference
 * (read from the declarations its entry of the site config lists) and its sidebar, checked
 * against each other as the latest's are. The folders and the config must agree: each archived
 * version has its folder, each folder an archived version, and the latest none (its tree is the
 * content folder). `brokenFiles` are the files of the content folder whose own mistake keeps them
 * out for now: a sidebar entry naming one waits for it. `found` are the problems found so far, the
 * report a missing sidebar is thrown with. Also gives back the declaration files read, which the
 * model's digest covers.
 */
export async function readVersions(
  config: SiteConfig,
  docs: VersionInput['docs'],
  sidebars: readonly SidebarDocument[],
  brokenFiles: readonly string[],
  found: readonly Problem[],
): Promise<{ versions: VersionInput[]; problems: Problem[]; files: string[] }> {
  const versions = docsVersions(config.docs);
  const folders = archivedFolders(CONTENT_DIR);
  for (const folder of folders) {
    const version = versions.find((candidate) => candidate.name === folder);
    const file = `${CONTENT_DIR}/${VERSIONS_DIR}/${folder}/`;
    if (!version) {
      throw mistake(file, `no version "${folder}" in docs.versions of ${SITE_CONFIG_SOURCE}; an archived version's folder is named after it.`);
    }
    if (version.latest) {
      throw mistake(
        file,
        `${folder} is docs.latest, whose docs are the content folder's own; make the version the content folder now documents the latest (docs.latest in ${SITE_CONFIG_SOURCE}).`,
      );
    }
  }
  const problems: Problem[] = [];
  const files: string[] = [];
  const read: VersionInput[] = [];
  // One version after another: each reads its declarations with a TypeScript program of its own.
  for (const version of versions) {
    const archived = archivedName(version);
    const at = config.docs.versions.findIndex((entry) => entry.name === version.name);
    if (archived !== undefined && !folders.includes(archived)) {
      throw mistake(
        SITE_CONFIG_SOURCE,
        `docs.versions[${at}].name: archived version ${archived} has no folder ${CONTENT_DIR}/${VERSIONS_DIR}/${archived}/ (\`npm run version:cut -- ${archived}\` makes it while ${archived} is the latest).`,
      );
    }
    const ofVersion = (path: string) => splitVersion(path).archived === archived;
    const versionDocs = docs.filter(({ doc }) => ofVersion(doc._raw.sourceFilePath));
    const reference = await readApiReference(version.packages, {
      dir: versionDir(archived, CONTENT_DIR),
      root: version.root,
      field: `docs.versions[${at}].packages`,
    });
    files.push(...reference.files);
    const sidebarDocument = theOne(
      sidebars.filter((each) => ofVersion(each._raw.sourceFilePath)),
      [...found, ...problems],
      { file: `${versionDir(archived, CONTENT_DIR)}/sidebar.yaml`, message: `not found; the docs sidebar of ${version.name} lists its entries there.` },
    );
    const text = readFileSync(sidebarDocument.sourcePath, 'utf8');
    // A doc whose front matter has a mistake of its own: its entry waits for it.
    const brokenDocs = new Set(
      brokenFiles.flatMap((path) => {
        const { archived: of, path: inTree } = splitVersion(path);
        return of === archived && kindOf(path)?.name === 'Doc' ? [inTree.slice('docs/'.length).replace(/\.mdx$/, '')] : [];
      }),
    );
    const sidebarInputs = {
      sourcePath: sidebarDocument.sourcePath,
      items: sidebarDocument.items,
      docs: versionDocs.map(({ doc }) => doc),
      api: reference.packages,
      brokenDocs,
    };
    const { sidebar, problems: sidebarProblems } = buildSidebar(sidebarInputs, text);
    problems.push(...sidebarProblems, ...unlistedDocs(sidebarInputs, sidebar, text));
    read.push({ version, docs: versionDocs, api: reference.packages, sidebar });
  }
  return { versions: read, problems, files };
}
