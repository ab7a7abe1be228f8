import { siteConfig } from './site-config';

/** Where the docs version a reader chose is kept, per docs plugin id. */
export const PREFERRED_VERSION_KEY = `docs-preferred-version-${siteConfig.docs.pluginId}`;

/** The docs' versions, the latest first, by name and the label a reader sees. */
export function docsVersions(): { name: string; label: string }[] {
  const { versions, lastVersion } = siteConfig.docs;
  return [...versions].sort((a, b) => Number(b.name === lastVersion) - Number(a.name === lastVersion)).map(({ name, label }) => ({ name, label }));
}

/** The attribute a docs page's HTML carries its version's name in, which search starts from. */
export const DOCS_VERSION_ATTRIBUTE = 'data-docs-version';
