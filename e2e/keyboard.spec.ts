/**
 * The keyboard: every interactive element is reachable with Tab and visibly focused.
 */
import { expect, gotoHydrated, test, type Page } from './test';
import { POST_ROUTES } from './routes';
import { ROUTES } from '../lib/core/paths';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, summary, [tabindex]:not([tabindex="-1"])';

/** Marks every interactive element a reader can see, in document order, and returns their descriptions. */
async function markInteractive(page: Page): Promise<string[]> {
  return page.evaluate((selector) => {
    const describe = (el: Element) => `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
    const seen: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(selector)) {
      // Off-screen until focused (the skip link) counts; display:none, hidden panels and closed <details> do not.
      if (!el.checkVisibility({ visibilityProperty: true }) || el.closest('[inert]')) continue;
      el.dataset.tabProbe = String(seen.length);
      seen.push(describe(el));
    }
    return seen;
  }, FOCUSABLE);
}

interface Stop {
  probe: string | null;
  tag: string;
  /** The focus indicator: an outline of some width, or a box shadow. */
  indicated: boolean;
}

/** Presses Tab until focus leaves the page or comes back round, recording each stop. */
async function tabThrough(page: Page, limit: number): Promise<Stop[]> {
  const stops: Stop[] = [];
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const style = getComputedStyle(el);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      return { probe: el.dataset.tabProbe ?? null, tag: el.tagName.toLowerCase(), indicated: outline || style.boxShadow !== 'none' };
    });
    if (!stop) break;
    if (stops.length && stop.probe !== null && stop.probe === stops[0].probe) break;
    stops.push(stop);
  }
  return stops;
}

async function expectEveryElementReachedAndFocused(page: Page) {
  const interactive = await markInteractive(page);
  expect(interactive.length).toBeGreaterThan(5);
  const stops = await tabThrough(page, interactive.length + 20);
  const reached = new Set(stops.map((stop) => stop.probe));
  const missed = interactive.filter((_, index) => !reached.has(String(index)));
  expect(missed, 'interactive elements Tab never reaches').toEqual([]);
  const unmarked = stops
    .filter((stop) => !stop.indicated)
    .map((stop) => `${stop.tag} #${stop.probe ?? '?'} ${stop.probe ? interactive[Number(stop.probe)] : ''}`);
  expect(unmarked, 'focused elements without a visible focus indicator').toEqual([]);
}

for (const path of [
  '/',
  '/docs/rpc/introduction',
  '/docs/routing/api/functions/routeDORequest',
  ...POST_ROUTES.slice(0, 1).map((post) => post.path),
  ROUTES.tags,
]) {
  test(`on ${path} Tab reaches every interactive element and each shows a focus ring`, async ({ page }) => {
    // Every element the page will have, the framework's among them.
    await gotoHydrated(page, path);
    await expectEveryElementReachedAndFocused(page);
  });
}

test.describe('at 375px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('Tab reaches every interactive element of a docs page and each shows a focus ring', async ({ page }) => {
    await gotoHydrated(page, '/docs/introduction');
    await expectEveryElementReachedAndFocused(page);
  });

  test('opening the mobile panel moves focus into it, and Tab stays reachable inside it', async ({ page }) => {
    // A popover's toggle: it works from the first paint.
    await page.goto('/docs/rpc/quick-start');
    await page.getByRole('button', { name: 'Toggle navigation bar' }).focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: 'Navigation' });
    await expect(panel).toBeVisible();
    expect(await panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Tab');
    expect(await panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  });
});
