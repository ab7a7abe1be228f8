import { readFileSync } from 'node:fs';
import type { SidebarNode } from '@/lib/core/sidebar';
import type { SiteConfig } from '@/lib/core/site-config';
import { archivedName, docsVersions } from '@/lib/core/versions';
import { readApiReference } from './api-declarations';
import { CONTENT_DIR, SITE_CONFIG_SOURCE } from './content-dir';
import type { VersionInput } from './model/input';
import type { Problem } from './problems';
import { buildSidebar, unlistedDocs } from './sidebar-yaml';
import { archivedFolders, splitVersion, versionDir, VERSIONS_DIR } from './version-layout';

interface SidebarDocument {
  sourcePath: string;
  items: unknown;
  _raw: { sourceFilePath: string };
}

/**
 * Every version's docs from its own tree of the content folder: its guides, its API reference
 * (read from the declarations its entry of the site config lists) and its sidebar, checked
 * against each other as the latest's are. The folders and the config must agree: each archived
 * version has its folder, each folder an archived version, and the latest none (its tree is the
 * content folder). Also gives back the declaration files read, which the model's digest covers.
 */
export async function readVersions(
  config: SiteConfig,
  docs: VersionInput['docs'],
  sidebars: readonly SidebarDocument[],
): Promise<{ versions: VersionInput[]; problems: Problem[]; files: string[] }> {
  const versions = docsVersions(config.docs);
  const folders = archivedFolders(CONTENT_DIR);
  for (const folder of folders) {
    const version = versions.find((candidate) => candidate.name === folder);
    if (!version) {
      throw new Error(
        `${CONTENT_DIR}/${VERSIONS_DIR}/${folder}/: no version "${folder}" in docs.versions of ${SITE_CONFIG_SOURCE}; an archived version's folder is named after it.`,
      );
    }
    if (version.latest) {
      throw new Error(
        `${CONTENT_DIR}/${VERSIONS_DIR}/${folder}/: ${folder} is docs.latest, whose docs are the content folder's own; make the version the content folder now documents the latest (docs.latest in ${SITE_CONFIG_SOURCE}).`,
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
      throw new Error(
        `${SITE_CONFIG_SOURCE}: docs.versions[${at}].name: archived version ${archived} has no folder ${CONTENT_DIR}/${VERSIONS_DIR}/${archived}/ (\`npm run version:cut -- ${archived}\` makes it while ${archived} is the latest).`,
      );
    }
    const ofVersion = <T extends { _raw: { sourceFilePath: string } }>(list: readonly T[]) =>
      list.filter((each) => splitVersion(each._raw.sourceFilePath).archived === archived);
    const versionDocs = docs.filter(({ doc }) => splitVersion(doc._raw.sourceFilePath).archived === archived);
    const reference = await readApiReference(version.packages, {
      dir: versionDir(archived, CONTENT_DIR),
      root: version.root,
      field: `docs.versions[${at}].packages`,
    });
    files.push(...reference.files);
    const [sidebarDocument] = ofVersion(sidebars);
    if (!sidebarDocument) throw new Error(`No ${versionDir(archived, CONTENT_DIR)}/sidebar.yaml: the docs sidebar of ${version.name} lists its entries there.`);
    const sidebarInputs = {
      sourcePath: sidebarDocument.sourcePath,
      items: sidebarDocument.items,
      docs: versionDocs.map(({ doc }) => doc),
      api: reference.packages,
    };
    const sidebar: SidebarNode[] = buildSidebar(sidebarInputs);
    problems.push(...unlistedDocs(sidebarInputs, sidebar, readFileSync(sidebarDocument.sourcePath, 'utf8')));
    read.push({ version, docs: versionDocs, api: reference.packages, sidebar });
  }
  return { versions: read, problems, files };
}
