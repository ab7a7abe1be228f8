/**
 * An API item's page beyond its layout (which e2e/every-route.spec.ts checks on every page, at a
 * phone's width and a desktop's, in both modes): its signature is highlighted in the guides' code
 * colours, the documented types it names are links to their pages, and a long meaning shows its
 * first sentence with the rest behind "More".
 */
import { expect, test, type Page } from './test';
import { API_ROUTES } from './routes';

type Mode = 'light' | 'dark';

async function show(page: Page, mode: Mode, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await page.emulateMedia({ colorScheme: mode });
  await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
}

/** The signature's pieces as the page paints them: text, colour, and the link's address if it is one. */
function signatureTokens(page: Page) {
  return page.locator('#signature + pre code').evaluate((code) =>
    [...code.querySelectorAll('span')].map((span) => ({
      text: span.textContent ?? '',
      color: getComputedStyle(span).color,
      expected: span.style.getPropertyValue(document.documentElement.dataset.theme === 'dark' ? '--shiki-dark' : '--shiki-light'),
      href: span.closest('a')?.getAttribute('href') ?? null,
    })),
  );
}

const rgb = (hex: string) => {
  const value = Number.parseInt(hex.trim().slice(1), 16);
  return `rgb(${value >> 16}, ${(value >> 8) & 255}, ${value & 255})`;
};

for (const route of API_ROUTES.filter((each) => each.signatureLinks.length > 0).slice(0, 1)) {
  test(`${route.path}: the signature is highlighted in both modes, and its documented types are links`, async ({ page }) => {
    await page.goto(route.path);
    for (const mode of ['light', 'dark'] as const) {
      await show(page, mode, 1280);
      const tokens = await signatureTokens(page);
      expect(tokens.map((token) => token.text).join(''), 'the tokens make up the whole signature').toBe(route.signature.replace(/[ \t]+$/gm, ''));
      expect(
        tokens.filter((token) => token.text.trim() && token.color !== rgb(token.expected)),
        `${mode}: each token in its theme's colour`,
      ).toEqual([]);
      expect(new Set(tokens.map((token) => token.color)).size, `${mode}: keywords, names and types in colours of their own`).toBeGreaterThanOrEqual(3);
    }
    const signature = page.locator('#signature + pre');
    for (const { text, url } of route.signatureLinks) {
      await expect(signature.getByRole('link', { name: text, exact: true }).first(), `${text} links to its page`).toHaveAttribute('href', url);
    }
  });
}

for (const route of API_ROUTES.filter((each) => each.longMeanings.length > 0).slice(0, 1)) {
  test(`${route.path}: a long meaning shows its first sentence, and the rest behind "More"`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 900 });
    await page.goto(route.path);
    for (const { name, first, rest } of route.longMeanings) {
      const entry = page
        .locator('dl > div')
        .filter({ has: page.locator('dt > code:first-child', { hasText: new RegExp(`^${name.replace(/[[\]$]/g, '\\$&')}$`) }) });
      const more = entry.locator('details p');
      await expect(entry.locator('dd')).toContainText(first);
      await expect(more).toBeHidden();
      await entry.getByText(`More about ${name}`).click();
      await expect(more).toBeVisible();
      await expect(more).toHaveText(rest);
    }
  });
}
