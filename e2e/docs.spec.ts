/**
 * The content's docs: what each page shows from its front matter and the API declarations is checked by the
 * page sweep (every-route.spec.ts, e2e/page-content.ts). The sidebar's structure, breadcrumbs, pager
 * and the table of contents' behaviour are specified on the fixture's docs (e2e/fixture/docs.spec.ts).
 */
import { expect, test } from './test';
import siteConfig from '../content/site.config';

test('every heading the footer links to exists on its page', async ({ page }) => {
  const links = siteConfig.footer.links.flatMap((entry) => ('items' in entry ? entry.items : [entry]));
  const anchored = links.flatMap((link) => (link.to?.includes('#') ? [link.to] : []));
  for (const target of anchored) {
    const [path, id] = target.split('#');
    await page.goto(path);
    await expect(page.locator(`article [id="${id}"]`), target).toHaveCount(1);
  }
});

test('CorsOptions, a union its source tags @interface, answers at its interfaces/ address and sits under Interfaces', async ({ page }) => {
  // Readers and the original reference know this address; it was once a redirect to type-aliases/.
  const response = await page.goto('/docs/utils/api/interfaces/CorsOptions', { waitUntil: 'commit' });
  expect(response?.status()).toBe(200);
  expect(response?.url()).toMatch(/\/docs\/utils\/api\/interfaces\/CorsOptions$/);
  await expect(page.locator('h1')).toHaveText('Interface: CorsOptions');
  const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
  const interfaces = sidebar.locator('details:has(> summary:text-is("Interfaces"))');
  await expect(interfaces.getByRole('link', { name: 'CorsOptions', exact: true })).toHaveAttribute('aria-current', 'page');
});
