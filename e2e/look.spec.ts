/**
 * The site's look, measured as a reader meets it, at a phone's and a laptop's width in both colour
 * modes: a docs page's title on the first screen, the menu panel's search, colour mode and links to
 * other sites, code in the site's monospace face, tap targets of at least 24px, code block titles on
 * one line, a scrolling code block that shows it scrolls, callout titles as written on one line,
 * consistent breadcrumbs, the page's palette under code, hero and footer, and a blog list to scan.
 */
import { expect, gotoHydrated, test, type Locator, type Page } from './test';
import { blockFramework } from '../scripts/bench/controls';
import { drawnFont } from './reading';
import { BLOG_LIST_PATHS, GUIDE_ROUTES } from './routes';

const WIDTHS = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'laptop', width: 1280, height: 900 },
] as const;
const MODES = ['light', 'dark'] as const;

/** Where a docs page's title must start, the announcement bar showing: within a phone's first screen, with room under it. */
const TITLE_TOP_MAX = 230;
/** WCAG 2.2's minimum target (2.5.8), in CSS pixels. */
const MIN_TARGET = 24;
/** The most a post may take in the blog list: a third of the laptop's screen, half the phone's. */
const POST_HEIGHT_MAX = { phone: 406, laptop: 300 } as const;

const GUIDES = GUIDE_ROUTES.map((route) => route.path);
/** The first guide with a TypeScript example, and the first with a diagram. */
const GUIDE_WITH_CODE = GUIDE_ROUTES.find((route) => route.fences.includes('ts'))?.path ?? '';
const GUIDE_WITH_DIAGRAM = GUIDE_ROUTES.find((route) => route.fences.includes('mermaid'))?.path ?? '';

/** Buttons, links and disclosures a reader taps that are not words within running text, with their boxes. */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const small: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>('a[href], button, summary, input, select')) {
      // A link among words is exempt (the inline exception); code's type hovers belong to the code.
      if (getComputedStyle(element).display === 'inline' || element.closest('pre')) continue;
      const box = element.getBoundingClientRect();
      // Not shown: hidden, in a closed panel or disclosure, or visually hidden for screen readers.
      if (box.width <= 1 || box.height <= 1 || element.checkVisibility({ visibilityProperty: true }) === false) continue;
      if (box.width < min || box.height < min) small.push(`${element.outerHTML.slice(0, 90)} ${Math.round(box.width)}×${Math.round(box.height)}`);
    }
    return small;
  }, MIN_TARGET);
}

const rgb = (color: string) => (color.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number);
const backgroundOf = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).backgroundColor);

for (const size of WIDTHS) {
  for (const mode of MODES) {
    test.describe(`${size.width}px, ${mode}`, () => {
      test.use({ viewport: { width: size.width, height: size.height }, colorScheme: mode });

      test('a docs page’s title starts on the first screen, under the announcement bar', async ({ page }) => {
        for (const path of GUIDES) {
          await page.goto(path);
          await expect(page.getByRole('region', { name: 'Announcement' })).toBeVisible();
          const top = (await page.locator('main h1').boundingBox())?.y ?? Infinity;
          expect(top, `${path}: the h1's top`).toBeLessThanOrEqual(TITLE_TOP_MAX);
        }
      });

      test('code is drawn in Geist Mono, beside text in Geist', async ({ page }) => {
        await page.goto(GUIDE_WITH_CODE);
        expect(await drawnFont(page, 'main article pre [data-line] > span')).toEqual({ familyName: 'Geist Mono', isCustomFont: true });
        expect(await drawnFont(page, 'main article p')).toEqual({ familyName: 'Geist', isCustomFont: true });
      });

      test('every control a reader taps is at least 24px each way', async ({ page }) => {
        for (const path of ['/', GUIDE_WITH_CODE, BLOG_LIST_PATHS[0], '/search']) {
          await page.goto(path);
          expect(await smallTargets(page), `${path}: targets under ${MIN_TARGET}px`).toEqual([]);
        }
      });

      test('a code block’s title keeps to one line', async ({ page }) => {
        for (const path of GUIDES) {
          await page.goto(path);
          const titles = await page.locator('main [data-rehype-pretty-code-title]').evaluateAll((elements) =>
            // A title in a tab not chosen is not shown.
            elements
              .filter((element) => element.getBoundingClientRect().height > 0)
              .map((element) => {
                const style = getComputedStyle(element);
                const padding = parseFloat(style.paddingTop) + parseFloat(style.paddingBottom);
                return { text: element.textContent, lines: Math.round((element.getBoundingClientRect().height - padding) / parseFloat(style.lineHeight)) };
              }),
          );
          for (const title of titles) expect(title.lines, `${path}: ${title.text}`).toBe(1);
        }
      });

      test('callout titles read as written, on one line at a laptop’s width', async ({ page }) => {
        for (const path of GUIDES) {
          await page.goto(path);
          for (const title of await page.locator('main [role="note"] > p:first-child').all()) {
            // As written: no case transform, so what shows is the text itself.
            expect(await title.evaluate((element) => getComputedStyle(element).textTransform), path).toBe('none');
            if (size.name === 'laptop') {
              const lines = await title.evaluate((element) =>
                Math.round(element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight)),
              );
              expect(lines, `${path}: ${await title.textContent()}`).toBe(1);
            }
          }
        }
      });

      test('breadcrumbs: links in the link colour, the current page in plain text', async ({ page }) => {
        await page.goto(GUIDE_WITH_CODE);
        const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
        const linkColor = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-link').trim());
        for (const crumb of await crumbs.locator('a').all()) {
          expect(await crumb.evaluate((element) => getComputedStyle(element).color)).toBe(
            await page.evaluate((color) => {
              const probe = document.createElement('span');
              probe.style.color = color;
              document.body.append(probe);
              const computed = getComputedStyle(probe).color;
              probe.remove();
              return computed;
            }, linkColor),
          );
        }
        const current = crumbs.locator('[aria-current="page"]');
        expect(await current.evaluate((element) => getComputedStyle(element).color)).toBe(await page.evaluate(() => getComputedStyle(document.body).color));
        expect(await backgroundOf(current)).toBe('rgba(0, 0, 0, 0)');
      });

      test('code blocks, the hero and the footer are in the page’s own palette', async ({ page }) => {
        await page.goto('/');
        const pageBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
        // Neutral grey under code, like the page, not a tinted slate.
        const [r, g, b] = rgb(await backgroundOf(page.locator('main pre').first()));
        expect(Math.max(r, g, b) - Math.min(r, g, b), 'the code background’s tint').toBeLessThanOrEqual(4);
        expect(await backgroundOf(page.locator('main section').first()), 'the hero').toBe(pageBackground);
        expect(await backgroundOf(page.getByRole('contentinfo')), 'the footer').toBe(pageBackground);
      });

      test('the pager’s links point the way with arrows, not guillemets', async ({ page }) => {
        await page.goto(GUIDE_WITH_CODE);
        const pager = page.getByRole('navigation', { name: 'Docs pages' });
        await expect(pager.getByRole('link').first()).toBeVisible();
        expect(await pager.textContent()).not.toMatch(/[«»]/);
        await expect(pager.locator('svg').first()).toBeVisible();
      });

      test('the blog list shows each post as title, date, summary and tags, compactly, and offers its feeds', async ({ page, request }) => {
        await page.goto(BLOG_LIST_PATHS[0]);
        const posts = page.locator('main article');
        expect(await posts.count()).toBeGreaterThan(0);
        for (const post of await posts.all()) {
          await expect(post.getByRole('heading').getByRole('link')).toBeVisible();
          await expect(post.locator('time')).toBeVisible();
          await expect(post).toContainText(/\d+ min read/);
          await expect(post.getByRole('link', { name: /^Read more/ })).toBeVisible();
          await expect(post.locator('img')).toHaveCount(0);
          const summary = post
            .locator('p')
            .filter({ hasNot: page.locator('time') })
            .first();
          const lines = await summary.evaluate((element) =>
            Math.round(element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight)),
          );
          expect(lines, 'the summary’s lines').toBeGreaterThanOrEqual(1);
          expect(lines, 'the summary’s lines').toBeLessThanOrEqual(2);
          const height = (await post.boundingBox())?.height ?? Infinity;
          expect(height, `${await post.getByRole('heading').textContent()}: its height`).toBeLessThanOrEqual(POST_HEIGHT_MAX[size.name]);
        }
        const subscribe = page.locator('main').getByText('Subscribe');
        await expect(subscribe).toBeVisible();
        const rss = page.locator('main').getByRole('link', { name: 'RSS', exact: true });
        await expect(rss).toBeVisible();
        const feed = await request.get((await rss.getAttribute('href')) ?? '');
        expect(feed.status()).toBe(200);
        expect(await feed.text()).toContain('<rss');
      });
    });
  }
}

test.describe('a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('a code block too wide for the screen shows that it scrolls: a shadow at the edge with code beyond it', async ({ page }) => {
    // The first code block too wide for a phone, in the guides' order.
    const block = page.locator('main pre').filter({ has: page.locator('[data-line]') });
    let scrolling = -1;
    for (const path of GUIDE_ROUTES.filter((route) => route.fences.length > 0).map((route) => route.path)) {
      await page.goto(path);
      const wide = await block.evaluateAll((elements) =>
        elements.map((element) => element.scrollWidth > element.clientWidth + 1 && element.getBoundingClientRect().height > 0),
      );
      scrolling = wide.indexOf(true);
      if (scrolling >= 0) break;
    }
    expect(scrolling, 'a code block that scrolls on a phone').toBeGreaterThanOrEqual(0);
    const pre = block.nth(scrolling);
    await pre.scrollIntoViewIfNeeded();
    const box = (await pre.boundingBox())!;
    const edge = (side: 'left' | 'right') =>
      page.screenshot({ clip: { x: side === 'left' ? box.x + 1 : box.x + box.width - 9, y: box.y + 4, width: 8, height: box.height - 8 } });
    const start = { left: await edge('left'), right: await edge('right') };
    await pre.evaluate((element) => (element.scrollLeft = element.scrollWidth));
    const end = { left: await edge('left'), right: await edge('right') };
    // At the start the right edge is shaded and the left is not; at the end, the other way round.
    expect(start.right.equals(end.right), 'the right edge changes once the code has reached it').toBe(false);
    expect(start.left.equals(end.left), 'the left edge changes once code has scrolled past it').toBe(false);
  });

  for (const path of ['/', GUIDE_WITH_CODE]) {
    test(`${path}: the menu panel offers search, the colour mode and GitHub, before the framework has loaded`, async ({ page }) => {
      await blockFramework(page);
      await page.goto(path);
      await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
      const panel = page.locator('[data-nav-panel]:popover-open');
      await expect(panel).toHaveCount(1);
      const github = panel.getByRole('link', { name: /GitHub/ });
      await expect(github).toBeVisible();
      expect(await github.getAttribute('href')).toMatch(/^https:\/\/github\.com\//);
      const mode = panel.locator('[data-color-mode-toggle]');
      await expect(mode).toBeVisible();
      const before = await page.locator('html').getAttribute('data-theme');
      await mode.click();
      await mode.click();
      await expect(page.locator('html')).not.toHaveAttribute('data-theme', before ?? '');
      // Search: the search page, until the framework is there to open the dialog.
      await panel.getByRole('link', { name: 'Search' }).click();
      await expect(page).toHaveURL(/\/search$/);
    });
  }

  test('once the framework has loaded, the panel’s Search opens the search dialog over the page', async ({ page }) => {
    await gotoHydrated(page, GUIDE_WITH_CODE);
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    await page.locator('[data-nav-panel]:popover-open').getByRole('link', { name: 'Search' }).click();
    await expect(page.getByRole('dialog', { name: 'Search' }).getByRole('combobox', { name: 'Search the docs and the blog' })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${GUIDE_WITH_CODE}$`));
    await expect(page.locator('[data-nav-panel]:popover-open')).toHaveCount(0);
  });
});

test.describe('diagrams', () => {
  for (const mode of MODES) {
    test(`in ${mode} mode a diagram is drawn in the site’s typeface and colours, its labels haloed against crossing lines`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: mode });
      await gotoHydrated(page, GUIDE_WITH_DIAGRAM);
      const diagram = page.locator('[data-mermaid] svg').first();
      await expect(diagram).toBeVisible({ timeout: 15_000 });
      const page_ = await page.evaluate(() => ({
        font: getComputedStyle(document.body).fontFamily,
        background: getComputedStyle(document.body).backgroundColor,
      }));
      const label = diagram.locator('.messageText').first();
      const drawn = await label.evaluate((element) => {
        const style = getComputedStyle(element);
        return { font: style.fontFamily, paintOrder: style.paintOrder, stroke: style.stroke };
      });
      expect(drawn.font.split(',')[0]).toBe(page_.font.split(',')[0]);
      expect(drawn.paintOrder).toContain('stroke');
      expect(drawn.stroke).toBe(page_.background);
    });
  }
});
