/**
 * How every API item page reads, at a phone's width and a desktop's, in light and dark mode: no
 * block of the article's text is wider than its box (code blocks scroll, by design), no entry of
 * its parameters, fields or members is taller than a third of a screen, and no name in its title
 * or its code is broken across two lines. Its signature is highlighted in the guides' code colours, and the
 * documented types it names are links to their pages.
 */
import { expect, test, type Page } from './test';
import { API_ROUTES } from './routes';

type Mode = 'light' | 'dark';
const VIEWS: [Mode, number][] = [
  ['light', 375],
  ['dark', 375],
  ['light', 1280],
  ['dark', 1280],
];
/** A row or entry taller than this leaves a phone's reader scrolling through one item. */
const MAX_ENTRY_HEIGHT = 300;

async function show(page: Page, mode: Mode, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await page.emulateMedia({ colorScheme: mode });
  await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
}

/** Blocks of the article, outside its code blocks, whose content is wider than they are. */
function textWiderThanItsBox(page: Page): Promise<string[]> {
  return page.locator('main article').evaluate((article) => {
    const wide: string[] = [];
    for (const element of [article, ...article.querySelectorAll('*')]) {
      if (element.closest('pre') || element.closest('.visually-hidden')) continue;
      const style = getComputedStyle(element);
      if (style.display.startsWith('inline') || style.display === 'contents' || style.display === 'none') continue;
      if (element.scrollWidth > element.clientWidth + 1) {
        wide.push(`<${element.localName}> ${element.scrollWidth}px of content in ${element.clientWidth}px: ${element.textContent?.trim().slice(0, 60)}`);
      }
    }
    return wide;
  });
}

/**
 * Table rows and the entries of parameters, fields and members taller than `max`. (A bullet of
 * the notes is a paragraph of prose at the column's full width: as tall as its text.)
 */
function entriesTallerThan(page: Page, max: number): Promise<string[]> {
  return page.locator('main article').evaluate((article, limit) => {
    const tall: string[] = [];
    for (const entry of article.querySelectorAll('tr, dl > div')) {
      const { height } = entry.getBoundingClientRect();
      if (height > limit) tall.push(`<${entry.localName}> ${Math.round(height)}px: ${entry.textContent?.trim().slice(0, 60)}`);
    }
    return tall;
  }, max);
}

/**
 * Names (runs of letters, digits, `_` and `$`) in the article's code outside code blocks, and in
 * its h1, that the browser laid out on two lines: the boxes of one word's range stand at two heights.
 */
function brokenNames(page: Page): Promise<string[]> {
  return page.locator('main article').evaluate((article) => {
    const broken: string[] = [];
    for (const element of article.querySelectorAll('h1, code')) {
      if (element.closest('pre')) continue;
      // The element's text as one string, and where each character is in its text nodes.
      const nodes: { node: Text; start: number }[] = [];
      let text = '';
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        nodes.push({ node: node as Text, start: text.length });
        text += node.textContent;
      }
      // The text node and offset of a word's start (in the node it begins) or end (in the node it ends).
      const at = (offset: number, end: boolean) => {
        const found = nodes.find(({ node, start }) =>
          end ? start < offset && offset <= start + node.length : start <= offset && offset < start + node.length,
        )!;
        return [found.node, offset - found.start] as const;
      };
      for (const match of text.matchAll(/[\w$]+/g)) {
        const range = document.createRange();
        range.setStart(...at(match.index, false));
        range.setEnd(...at(match.index + match[0].length, true));
        const tops = [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => rect.top);
        if (tops.length > 1 && Math.max(...tops) - Math.min(...tops) > 4) broken.push(`${match[0]} (in "${text.slice(0, 60)}")`);
      }
    }
    return broken;
  });
}

for (const route of API_ROUTES) {
  test(`${route.path}: at 375 and 1280px, light and dark, no text wider than its box, no entry over ${MAX_ENTRY_HEIGHT}px, no name broken`, async ({
    page,
  }) => {
    await page.goto(route.path);
    for (const [mode, width] of VIEWS) {
      await show(page, mode, width);
      const view = `${mode} at ${width}px`;
      expect.soft(await textWiderThanItsBox(page), `${view}: text wider than its box`).toEqual([]);
      expect.soft(await entriesTallerThan(page, MAX_ENTRY_HEIGHT), `${view}: entries taller than ${MAX_ENTRY_HEIGHT}px`).toEqual([]);
      expect.soft(await brokenNames(page), `${view}: names broken across lines`).toEqual([]);
    }
  });
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
