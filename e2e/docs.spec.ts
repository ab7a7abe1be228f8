/**
 * What every docs page of the content has, derived from its front matter and the site config.
 * The sidebar's structure, breadcrumbs, pager and the table of contents' behaviour are specified
 * on the fixture's docs (e2e/fixture/docs.spec.ts).
 */
import { expect, test, type Page } from './test';
import { API_ROUTES, GUIDE_ROUTES } from './routes';
import { siteConfig } from '../lib/site/site-config';

test.use({ viewport: { width: 1400, height: 900 } });

/** The page's headings in the levels its table of contents lists, with the anchor each carries. */
async function headingsIn(page: Page, levels: { min: number; max: number }) {
  const selector = Array.from({ length: levels.max - levels.min + 1 }, (_, i) => `article h${levels.min + i}`).join(', ');
  return page.locator(selector).evaluateAll((els) =>
    els.map((el) => {
      const anchor = el.querySelector('a[aria-label^="Direct link to"]');
      // The heading's words, without the anchor's "#".
      const words = el.cloneNode(true) as Element;
      words.querySelector('a[aria-label^="Direct link to"]')?.remove();
      return { id: el.id, text: (words.textContent ?? '').trim(), anchor: anchor?.getAttribute('href') ?? null };
    }),
  );
}

test('every guide’s table of contents lists exactly its headings in the levels it asks for, each heading has a direct link, and the guide links to its file', async ({
  page,
}) => {
  test.slow(); // every guide in one test
  for (const guide of GUIDE_ROUTES) {
    await page.goto(guide.path);
    const toc = page.locator('nav[aria-label="On this page"]:visible');
    if (!guide.toc) {
      await expect(toc, guide.path).toHaveCount(0);
    } else {
      const headings = await headingsIn(page, guide.toc);
      const links = await toc
        .getByRole('link')
        .evaluateAll((els) => els.map((el) => ({ id: (el.getAttribute('href') ?? '').slice(1), text: (el.textContent ?? '').trim() })));
      expect(links, guide.path).toEqual(headings.map(({ id, text }) => ({ id, text })));
    }
    const withAnchors = await headingsIn(page, { min: 2, max: 3 });
    expect(
      withAnchors.filter((heading) => heading.anchor !== `#${heading.id}`).map((heading) => heading.text),
      `${guide.path}: h2 and h3 without a direct link`,
    ).toEqual([]);
    await expect(page.getByRole('link', { name: 'Edit this page' }), guide.path).toHaveAttribute('href', `${siteConfig.editUrl}${guide.source}`);
  }
});

test('every API page’s table of contents lists exactly its h2 and h3 headings', async ({ page }) => {
  test.slow(); // every API page in one test
  for (const { path } of API_ROUTES) {
    await page.goto(path);
    const headings = await headingsIn(page, { min: 2, max: 3 });
    expect(headings.length, path).toBeGreaterThan(0);
    const links = await page
      .locator('nav[aria-label="On this page"]:visible')
      .getByRole('link')
      .evaluateAll((els) => els.map((el) => ({ id: (el.getAttribute('href') ?? '').slice(1), text: (el.textContent ?? '').trim() })));
    expect(links, path).toEqual(headings.map(({ id, text }) => ({ id, text })));
  }
});

test('every heading the footer links to exists on its page', async ({ page }) => {
  const links = siteConfig.footer.links.flatMap((entry) => ('items' in entry ? entry.items : [entry]));
  const anchored = links.flatMap((link) => (link.to?.includes('#') ? [link.to] : []));
  for (const target of anchored) {
    const [path, id] = target.split('#');
    await page.goto(path);
    await expect(page.locator(`article [id="${id}"]`), target).toHaveCount(1);
  }
});
