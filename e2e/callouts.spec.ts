/**
 * Callouts say what they are: each kind the guides use shows an icon of its own and a background
 * tinted for it, apart from the page's and from every other kind's, in both colour modes. Their
 * text keeps AA contrast on that tint (e2e/code-blocks.spec.ts checks it on every guide).
 */
import { readFileSync } from 'node:fs';
import { ADMONITION_KINDS, GITHUB_ALERTS, type AdmonitionKind } from '../lib/core/admonitions';
import { expect, test } from './test';
import { GUIDE_ROUTES } from './routes';

/** A guide that has a callout of each kind the content uses, read from the sources. */
function guideOfEachKind(): Map<AdmonitionKind, string> {
  const found = new Map<AdmonitionKind, string>();
  for (const route of GUIDE_ROUTES) {
    const source = readFileSync(route.source, 'utf8');
    for (const kind of ADMONITION_KINDS) {
      const alerts = Object.entries(GITHUB_ALERTS)
        .filter(([, alertKind]) => alertKind === kind)
        .map(([marker]) => `> [!${marker}]`);
      const used = new RegExp(`^:::${kind}\\b|<Admonition type="${kind}"`, 'm').test(source) || alerts.some((alert) => source.includes(alert));
      if (used && !found.has(kind)) found.set(kind, route.path);
    }
  }
  return found;
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`each kind of callout has its own icon and its own tinted background in ${colorScheme} mode`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    const kinds = guideOfEachKind();
    expect(kinds.size, 'kinds of callout the guides use').toBeGreaterThan(1);
    const seen: { kind: AdmonitionKind; icon: string; background: string; pageBackground: string }[] = [];
    for (const [kind, path] of kinds) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
      const callout = page.locator(`article [role="note"][data-type="${kind}"]`).first();
      const icon = callout.locator('svg').first();
      await expect(icon, `${kind} on ${path}`).toBeVisible();
      await expect(icon).toHaveAttribute('aria-hidden', 'true');
      seen.push({
        kind,
        icon: await icon.innerHTML(),
        background: await callout.evaluate((element) => getComputedStyle(element).backgroundColor),
        pageBackground: await page.evaluate(() => getComputedStyle(document.body).backgroundColor),
      });
    }
    for (const { kind, background, pageBackground } of seen) expect(background, kind).not.toBe(pageBackground);
    expect(new Set(seen.map((callout) => callout.icon)).size, 'distinct icons').toBe(seen.length);
    expect(new Set(seen.map((callout) => callout.background)).size, 'distinct backgrounds').toBe(seen.length);
  });
}
