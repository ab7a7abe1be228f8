import { docsVersions as versionsOf, preferredVersionKey } from '@/lib/core/versions';
import { siteConfig } from './site-config';

/** Where the docs version a reader chose is kept, per docs plugin id. */
export const PREFERRED_VERSION_KEY = preferredVersionKey(siteConfig.docs);

/** The docs' versions, the latest (the newest release) first, by name and the label a reader sees. */
export function docsVersions(): { name: string; label: string }[] {
  return versionsOf(siteConfig.docs).map(({ name, label }) => ({ name, label }));
}

/** The attribute a docs page's HTML carries its version's name in (on its `main`), which search starts from. */
export const DOCS_VERSION_ATTRIBUTE = 'data-docs-version';
