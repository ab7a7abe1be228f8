import { docsRoot } from './paths';
import type { DocsVersionConfig, SiteConfig } from './site-config';

/**
 * The docs versions as the site reads them: each entry of the site config's `docs.versions`, with
 * what follows from `docs.latest`, the one field that says which version is the latest. Every
 * other version is archived: its files are `versions/<name>/` in the content folder, its pages
 * under `/docs/<name>`.
 */
export interface DocsVersion extends DocsVersionConfig {
  latest: boolean;
  /** Where its pages are: `/docs` for the latest, `/docs/<name>` for an archived version. */
  root: string;
}

/** Where the reader's chosen docs version is stored (localStorage), by the docs plugin's id, as Docusaurus sites store it. */
export const preferredVersionKey = (docs: Pick<SiteConfig['docs'], 'pluginId'>): string => `docs-preferred-version-${docs.pluginId}`;

/** Every version, newest release first. */
export function docsVersions(docs: SiteConfig['docs']): DocsVersion[] {
  return docs.versions
    .map((version) => {
      const latest = version.name === docs.latest;
      return { ...version, latest, root: docsRoot(latest ? undefined : version.name) };
    })
    .sort((a, b) => (a.released < b.released ? 1 : a.released > b.released ? -1 : 0));
}

/** The version named `name`; a name no version has throws, naming the versions there are. */
function docsVersion(docs: SiteConfig['docs'], name: string): DocsVersion {
  const version = docsVersions(docs).find((candidate) => candidate.name === name);
  if (!version) throw new Error(`Unknown docs version name "${name}" (known: ${docs.versions.map((v) => v.name).join(', ')}).`);
  return version;
}

/** The latest version, whose docs are at `/docs`. */
export const latestVersion = (docs: SiteConfig['docs']): DocsVersion => docsVersion(docs, docs.latest);

/**
 * Why a version's counterpart of a page is not simply the same page there: it moved (to a new
 * address, or to another package in the API reference), or that version lacks it and the link
 * leads to the nearest page it has (`nearest`, that page's title).
 */
export type VersionNote =
  | { kind: 'moved'; title: string; in: string }
  | { kind: 'formerly'; title: string; in: string }
  | { kind: 'moved-package'; package: string; in: string }
  | { kind: 'formerly-package'; package: string; in: string }
  | { kind: 'removed'; in: string; nearest: string }
  | { kind: 'added'; in: string; nearest: string };

/** A page's counterpart in one version: what the version menu lists and the banner links. */
export interface VersionLink {
  version: string;
  label: string;
  url: string;
  /** The ids of its headings: a `#hash` the reader is at is kept when the page has it. */
  ids: string[];
  /** The page's own version. */
  current?: boolean;
  note?: VersionNote;
}

/** What a note says, in a phrase: the version menu shows it under the version, the banner in its sentence. */
export function versionNoteText(note: VersionNote): string {
  switch (note.kind) {
    case 'moved':
      return `moved to “${note.title}” in ${note.in}`;
    case 'formerly':
      return `as “${note.title}”, before ${note.in}`;
    case 'moved-package':
      return `moved to ${note.package} in ${note.in}`;
    case 'formerly-package':
      return `in ${note.package}, before ${note.in}`;
    case 'removed':
      return `removed in ${note.in}; opens “${note.nearest}”`;
    case 'added':
      return `added in ${note.in}; opens “${note.nearest}”`;
  }
}

/** An archived version's name, the folder of its tree; none for the latest, whose tree is the content folder. */
export const archivedName = (version: Pick<DocsVersion, 'name' | 'latest'>): string | undefined => (version.latest ? undefined : version.name);

/** A piece of an archived page's banner: text, or a link (to a version's page: choosing it is choosing that version). */
export interface BannerPart {
  text: string;
  url?: string;
  /** The version the link leads to, when following it is the reader choosing that version. */
  version?: string;
}

/**
 * What the banner of an archived page says: which version it is and when it was released, where
 * the page is in the latest (or that it moved there, or was removed), and how to upgrade.
 */
export function archivedBanner(
  { site, version, latest, upgrade }: { site: string; version: DocsVersion; latest: VersionLink; upgrade?: { title: string; url: string } },
  formatDate: (iso: string) => string,
): BannerPart[] {
  const link = (text: string): BannerPart => ({ text, url: latest.url, version: latest.version });
  const { note } = latest;
  const where: BannerPart[] =
    note?.kind === 'moved'
      ? [{ text: `In the latest release, ${latest.label}, this page is ` }, link(`“${note.title}”`), { text: ` (moved in ${note.in}).` }]
      : note?.kind === 'moved-package'
        ? [{ text: `In the latest release, ${latest.label}, it is ` }, link(`in ${note.package}`), { text: ` (moved in ${note.in}).` }]
        : note?.kind === 'removed'
          ? [
              { text: `This page was removed in ${note.in}; the nearest page in the latest release, ${latest.label}, is ` },
              link(`“${note.nearest}”`),
              { text: '.' },
            ]
          : [{ text: `The latest release is ${latest.label}: ` }, link(`read this page in ${latest.label}`), { text: '.' }];
  return [
    { text: `These are the docs of ${site} ${version.label}, released ${formatDate(version.released)}. ` },
    ...where,
    ...(upgrade ? [{ text: ' ' }, { text: upgrade.title, url: upgrade.url }, { text: '.' }] : []),
  ];
}
