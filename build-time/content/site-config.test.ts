import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SITE_CONFIG_SOURCE } from './content-dir';
import { loadSiteConfig } from './site-config';

// A project of ES modules, as the repository is, so a config file there reads as the site's does.
const dir = mkdtempSync(join(tmpdir(), 'lumenize-site-config-'));
writeFileSync(join(dir, 'package.json'), '{"type":"module"}\n');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const SITE = resolve('content/site.config.ts');
let files = 0;

/** A config file whose text is `text`; `site` in it is the site's own configuration. */
function configFile(text: string): string {
  const file = join(dir, `site-${++files}.config.ts`);
  writeFileSync(file, `import site from ${JSON.stringify(SITE)};\n${text}\n`);
  return file;
}

describe('loadSiteConfig', () => {
  it('loads the content folder’s site.config.ts', async () => {
    expect(SITE_CONFIG_SOURCE).toBe('content/site.config.ts');
    const config = await loadSiteConfig();
    expect(config.title).toBe('Lumenize');
    expect(config.navbar.items.map((item) => item.type ?? 'default')).toEqual(['docSidebar', 'default', 'default', 'search']);
  });

  it('loads the fixture’s, which sets what the site’s leaves off', async () => {
    const config = await loadSiteConfig('e2e/fixture/content/site.config.ts');
    expect(config.navbar.hideOnScroll).toBe(true);
    expect(config.blog.postsPerPage).toBe(2);
  });

  it('fails on a bad field, naming the file and the field', async () => {
    const file = configFile(`export default { ...site, colorMode: { ...site.colorMode, defaultMode: 'sepia' } };`);
    await expect(loadSiteConfig(file)).rejects.toThrow(`${file}: colorMode.defaultMode: Unknown colour mode "sepia": expected light or dark`);
  });

  it('fails on a navbar item of an unknown type, naming the file and the item', async () => {
    const file = configFile(`export default { ...site, navbar: { ...site.navbar, items: [{ type: 'carousel', label: 'Spin' }] } };`);
    await expect(loadSiteConfig(file)).rejects.toThrow(
      `${file}: navbar.items[0] ({"type":"carousel","label":"Spin"}).type: Unknown navbar item type "carousel"`,
    );
  });

  it('fails on a missing field, naming the file and the field', async () => {
    const file = configFile(`const { blog, ...rest } = site;\nexport default { ...rest, blog: { ...blog, title: undefined } };`);
    await expect(loadSiteConfig(file)).rejects.toThrow(`${file}: blog.title: Invalid input: expected string, received undefined`);
  });

  it('fails on a file without a default export, naming the file', async () => {
    const file = configFile(`export const config = site;`);
    await expect(loadSiteConfig(file)).rejects.toThrow(`${file}: no default export`);
  });

  it('fails on a file that does not compile, naming the file', async () => {
    const file = configFile(`export default { ...site, title: 'Unclosed };`);
    await expect(loadSiteConfig(file)).rejects.toThrow(file);
  });

  it('fails when the content folder has no config, naming the file it looked for', async () => {
    const file = join(dir, 'site.config.ts');
    await expect(loadSiteConfig(file)).rejects.toThrow(`${file}: not found`);
  });

  it('reads the file afresh on every load, so an edit is seen without a restart', async () => {
    const file = configFile(`export default { ...site, title: 'Before' };`);
    expect((await loadSiteConfig(file)).title).toBe('Before');
    writeFileSync(file, `import site from ${JSON.stringify(SITE)};\nexport default { ...site, title: 'After' };\n`);
    expect((await loadSiteConfig(file)).title).toBe('After');
  });
});
