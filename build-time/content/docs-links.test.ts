import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readApiReference } from './api-declarations';
import siteConfig from '@/content/site.config';
import { latestVersion } from '@/lib/core/versions';

/** Guides link to the API pages of the exports they mention. */
const ROOT = resolve(__dirname, '../..');
const API_NAMES = new Set(
  (await readApiReference(latestVersion(siteConfig.docs).packages, { dir: join(ROOT, 'content') })).packages.flatMap(({ items }) =>
    items.map((item) => item.name),
  ),
);
// Names that, in a given guide, refer to another package's export of the same name.
const OTHER_PACKAGES: Record<string, string[]> = { 'introduction.mdx': ['routeAgentRequest'] };

function guides(dir = join(ROOT, 'content/docs'), prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? guides(join(dir, entry.name), `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`],
  );
}

describe('guides link to the API pages of what they mention', () => {
  for (const guide of guides()) {
    it(guide, () => {
      const source = readFileSync(join(ROOT, 'content/docs', guide), 'utf8');
      const prose = source.replace(/^(```|~~~)[\s\S]*?^\1/gm, '');
      const mentioned = [...prose.matchAll(/`([A-Za-z]+)(?:\(\))?`/g)]
        .map((match) => match[1])
        .filter((name) => API_NAMES.has(name) && !(OTHER_PACKAGES[guide] ?? []).includes(name));
      const unlinked = [...new Set(mentioned)].filter((name) => !new RegExp(`\\(/docs/[a-z]+/api/[a-z-]+/${name}[)#]`).test(source));
      expect(unlinked).toEqual([]);
    });
  }
});
