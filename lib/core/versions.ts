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
export function docsVersion(docs: SiteConfig['docs'], name: string): DocsVersion {
  const version = docsVersions(docs).find((candidate) => candidate.name === name);
  if (!version) throw new Error(`Unknown docs version name "${name}" (known: ${docs.versions.map((v) => v.name).join(', ')}).`);
  return version;
}

/** The latest version, whose docs are at `/docs`. */
export const latestVersion = (docs: SiteConfig['docs']): DocsVersion => docsVersion(docs, docs.latest);
