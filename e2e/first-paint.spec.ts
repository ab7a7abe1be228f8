/**
 * No dead controls: with the framework's scripts refused (as on a slow phone before they
 * arrive), every visible control of every page changes the page when clicked, at phone and
 * desktop widths. See scripts/bench/controls.ts for how controls are found and judged.
 */
import { expect, test } from './test';
import { blockFramework, failures as failed, probeControls } from '../scripts/bench/controls';
import { pages, SITE_EXPORT } from './export';

// The copy button writes to the clipboard, which a headless browser allows only when granted.
test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

for (const width of [375, 1280]) {
  test(`at ${width}px every control of every page works before the framework’s scripts have run`, async ({ page }) => {
    test.setTimeout(300_000);
    await page.setViewportSize({ width, height: 800 });
    await blockFramework(page);
    // Every page of the export: an archived version's too, which the sitemap leaves out.
    const paths = [...pages(SITE_EXPORT).map((exported) => exported.path), '/no-such-page'];
    const seen = new Set<string>();
    const failures: string[] = [];
    for (const path of paths) failures.push(...failed(await probeControls(page, path, seen)));
    expect(failures, failures.join('\n')).toEqual([]);
    // A probe that found no controls proves nothing: a page of the site has several kinds.
    expect(seen.size, [...seen].join('\n')).toBeGreaterThan(5);
  });
}

test('the framework’s scripts are what is refused: the page has them, and the inline scripts still run', async ({ page }) => {
  const refused: string[] = [];
  page.on('requestfailed', (request) => refused.push(new URL(request.url()).pathname));
  await blockFramework(page);
  await page.goto('/docs/introduction', { waitUntil: 'load' });
  await expect.poll(() => refused.filter((path) => path.endsWith('.js'))).not.toEqual([]);
  await expect(page.locator('html')).toHaveAttribute('data-theme', /^(light|dark)$/);
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
});
