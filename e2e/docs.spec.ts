/**
 * The content's docs: what each page shows from its front matter and the API declarations is checked by the
 * page sweep (every-route.spec.ts, e2e/page-content.ts). The sidebar's structure, breadcrumbs, pager
 * and the table of contents' behaviour are specified on the fixture's docs (e2e/fixture/docs.spec.ts).
 */
import { expect, test } from './test';
import siteConfig from '../content/site.config';
import { API_ROUTES, MAIN_DOC_PATH } from './routes';

test('every heading the footer links to exists on its page', async ({ page }) => {
  const links = siteConfig.footer.links.flatMap((entry) => ('items' in entry ? entry.items : [entry]));
  const anchored = links.flatMap((link) => (link.to?.includes('#') ? [link.to] : []));
  for (const target of anchored) {
    const [path, id] = target.split('#');
    await page.goto(path);
    await expect(page.locator(`article [id="${id}"]`), target).toHaveCount(1);
  }
});

test('CorsOptions, a union, answers at its type-aliases/ address and sits under Type Utilities', async ({ page }) => {
  const response = await page.goto('/docs/routing/api/type-aliases/CorsOptions', { waitUntil: 'commit' });
  expect(response?.status()).toBe(200);
  await expect(page.locator('h1')).toHaveText('Type Alias: CorsOptions');
  const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
  const aliases = sidebar.locator('details:has(> summary:text-is("Type Utilities"))');
  await expect(aliases.getByRole('link', { name: 'CorsOptions', exact: true })).toHaveAttribute('aria-current', 'page');
});

test('"How the examples are checked" is a page of the docs sidebar, and the introduction links to it', async ({ page }) => {
  await page.goto('/docs/introduction');
  const link = page.locator('article').getByRole('link', { name: 'How the examples are checked' });
  await expect(link).toHaveCount(1);
  await link.click();
  await expect(page).toHaveURL(/\/docs\/how-examples-are-checked$/);
  await expect(page.locator('h1')).toHaveText('How the examples are checked');
  await expect(page.getByRole('navigation', { name: 'Docs sidebar' }).locator('[aria-current="page"]')).toHaveAttribute(
    'href',
    '/docs/how-examples-are-checked',
  );
  // The introduction keeps to its readers: the explanation lives on its own page.
  await page.goto('/docs/introduction');
  await expect(page.locator('article [role="note"]').filter({ hasText: 'How the examples are checked' })).toHaveCount(0);
});

for (const width of [375, 1280]) {
  test(`no table of the introduction breaks a name across lines at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/docs/introduction');
    const names = page.locator('article :is(td, th) code');
    expect(await names.count()).toBeGreaterThan(0);
    const broken = await names.evaluateAll((elements) =>
      // Lines, not rects: a name's <wbr> may split it into two boxes on one line.
      elements.filter((element) => new Set([...element.getClientRects()].map((rect) => Math.round(rect.top))).size > 1).map((element) => element.textContent),
    );
    expect(broken).toEqual([]);
  });
}

test('at 1280px, every label of the docs sidebar, its categories all open, shows whole within the column', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(MAIN_DOC_PATH);
  const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
  await sidebar.locator('details').evaluateAll((all: HTMLDetailsElement[]) => all.forEach((details) => (details.open = true)));
  const cut = await sidebar.evaluate((nav) => {
    const column = nav.closest('[data-nav-panel]')!.getBoundingClientRect();
    return [...nav.querySelectorAll('a, summary')]
      .filter((label) => label.scrollWidth > label.clientWidth + 1 || label.getBoundingClientRect().right > column.right + 1)
      .map((label) => `${label.textContent?.trim()}: ${label.scrollWidth}px in ${label.clientWidth}px`);
  });
  expect(cut).toEqual([]);
  // The labels looked at include the API item with the longest name, the likeliest to stick out.
  const longest = API_ROUTES.map((route) => route.path.split('/').at(-1)!).sort((a, b) => b.length - a.length)[0];
  await expect(sidebar.getByRole('link', { name: longest, exact: true })).toBeVisible();
});
