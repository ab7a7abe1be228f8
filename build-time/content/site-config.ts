import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { register } from 'tsx/esm/api';
import { SITE_CONFIG_SOURCE } from './content-dir';
import type { SiteConfig } from '@/lib/core/site-config';
import { SiteConfigError, validateSiteConfig } from './site-config-schema';

/**
 * Loads a configuration file and checks it; an error names the file (and the field). tsx compiles
 * the file in a namespace of its own, which no earlier load has cached, so `npm run dev` sees each
 * edit without a restart; the namespace's hooks are switched off once it is loaded.
 */
export async function loadSiteConfig(source = SITE_CONFIG_SOURCE): Promise<SiteConfig> {
  if (!existsSync(source)) throw new SiteConfigError(`${source}: not found; the content folder needs the site's configuration.`);
  const scope = register({ namespace: randomUUID() });
  let exported: { default?: unknown };
  try {
    exported = (await scope.import(pathToFileURL(resolve(source)).href, import.meta.url)) as { default?: unknown };
  } catch (error) {
    // tsx names the file by its absolute path: the writer knows it from the repository's root.
    throw new SiteConfigError(`${source}: ${(error as Error).message.replaceAll(`${process.cwd()}/`, '')}`);
  } finally {
    await scope.unregister();
  }
  if (exported.default === undefined) throw new SiteConfigError(`${source}: no default export; the file must \`export default { … } satisfies SiteConfig\`.`);
  return validateSiteConfig(exported.default, source);
}
