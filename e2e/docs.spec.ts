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
