/**
 * An API item's page beyond its layout (which e2e/every-route.spec.ts checks on every page, at a
 * phone's width and a desktop's, in both modes): its signature is highlighted in the guides' code
 * colours, the documented types it names are links to their pages, a long meaning shows its
 * first sentence with the rest behind "More", each field, member and group of notes is a heading
 * in the table of contents, its warnings are callouts, no line of its code blocks and no type of
 * its entries is wider than a code block (90 characters), and its linked types are tap targets of 24px.
 */
import { DESKTOP_BREAKPOINT } from '../lib/browser/nav-panels';
import { CODE_COLUMNS } from '../lib/core/code-columns';
import { expect, test, type Page } from './test';
import { API_INDEX_ROUTES, API_ROUTES } from './routes';

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
      // A parameter's name is its entry's dt, a field's its heading.
      const named = page.locator(':is(dt, h3) > code:first-child', { hasText: new RegExp(`^${name.replace(/[[\]$]/g, '\\$&')}$`) });
      // A parameter's entry is its dl's div; a field's the div around its name line and its meaning.
      const entry = page.locator('article div:is(dl > div, :has(> div > h3 > code))').filter({ has: named });
      const more = entry.locator('details p');
      await expect(entry).toContainText(first);
      await expect(more).toBeHidden();
      await entry.getByText(`More about ${name}`).click();
      await expect(more).toBeVisible();
      await expect(more).toHaveText(rest);
    }
  });
}

const WIDTHS = [375, 1280];
/** The tests below walk every API page, one after another. */
const EVERY_PAGE_MS = 180_000;

for (const width of WIDTHS) {
  test(`at ${width}px each field, member and group of notes of an API page is a heading with an id, listed in the table of contents`, async ({ page }) => {
    test.setTimeout(EVERY_PAGE_MS);
    await page.setViewportSize({ width, height: 900 });
    const routes = API_ROUTES.filter((route) => route.subheadings.length > 0);
    expect(routes.length, 'API pages with fields, members or titled notes').toBeGreaterThan(0);
    for (const route of routes) {
      await page.goto(route.path);
      const ids: string[] = [];
      for (const text of route.subheadings) {
        const heading = page.locator('article h3').filter({ has: page.getByRole('link', { name: `Direct link to ${text}`, exact: true }) });
        await expect(heading, `${route.path}: ${text}`).toBeVisible();
        const id = (await heading.getAttribute('id')) ?? '';
        expect(id, `${route.path}: ${text} has an id`).not.toBe('');
        await expect(heading.getByRole('link', { name: `Direct link to ${text}`, exact: true })).toHaveAttribute('href', `#${id}`);
        ids.push(id);
      }
      // On a phone, the contents are the "On this page" disclosure above the article; beside it on a desktop.
      const contents =
        width < DESKTOP_BREAKPOINT
          ? page.locator('details', { has: page.locator('summary', { hasText: 'On this page' }) })
          : page.getByRole('navigation', { name: 'On this page' });
      if (width < DESKTOP_BREAKPOINT) await contents.locator('summary').click();
      const listed = await contents.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(listed, `${route.path}: its table of contents`).toEqual(expect.arrayContaining(ids.map((id) => `#${id}`)));
    }
  });

  test(`at ${width}px no line of code on an API page is wider than a code block, and every linked type in an entry is a 24px tap target`, async ({ page }) => {
    test.setTimeout(EVERY_PAGE_MS);
    await page.setViewportSize({ width, height: 900 });
    for (const route of [...API_INDEX_ROUTES, ...API_ROUTES]) {
      await page.goto(route.path);
      const wide = await page.locator('article').evaluate((article, columns) => {
        const blocks = [...article.querySelectorAll('pre')].flatMap((pre) => pre.innerText.split('\n'));
        // The types of entries, which the formatter keeps on one line when they fit; code in the prose flows with its sentence.
        const inline = [...article.querySelectorAll(':is(dt, div:has(> h3)) > code')].map((code) => code.textContent ?? '');
        return [...blocks, ...inline].filter((line) => line.length > columns);
      }, CODE_COLUMNS);
      expect(wide, `${route.path}: lines of code over ${CODE_COLUMNS} characters`).toEqual([]);
      const small = await page
        .locator('article :is(dt, div:has(> h3)) > code a')
        .evaluateAll((links) =>
          links.map((link) => ({ text: link.textContent, height: link.getBoundingClientRect().height })).filter(({ height }) => height < 24),
        );
      expect(small, `${route.path}: linked types under 24px tall`).toEqual([]);
    }
  });
}

for (const mode of ['light', 'dark'] as const) {
  test(`in ${mode} mode an API page shows its Security and Hazard notes as callouts, not among the other notes`, async ({ page }) => {
    test.setTimeout(EVERY_PAGE_MS);
    const routes = API_ROUTES.filter((route) => route.callouts.length > 0);
    expect(routes.length, 'API pages with a Security or Hazard note').toBeGreaterThan(0);
    for (const route of routes) {
      await page.goto(route.path);
      await show(page, mode, 1280);
      for (const { title, text } of route.callouts) {
        const callout = page.locator('#notes ~ [role="note"]').filter({ hasText: text.slice(0, 60) });
        await expect(callout, `${route.path}: ${title}`).toBeVisible();
        await expect(callout.locator('p').first()).toContainText(title);
        await expect(callout).toHaveAttribute('data-type', title === 'Security' ? 'danger' : 'warning');
        await expect(page.locator('#notes ~ ul li').filter({ hasText: text.slice(0, 60) }), 'not a bullet as well').toHaveCount(0);
      }
    }
  });
}
