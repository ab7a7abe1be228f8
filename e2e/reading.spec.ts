/**
 * How the guides and posts read, at a phone's width and a laptop's, in both colour modes: text
 * that never scrolls sideways, rows and list entries that stay short, names never broken inside a
 * word, code blocks wide enough for the examples, and prose at a readable measure. One load per
 * page and width; the colour mode changes with the system's, as a reader's does, without a reload.
 */
import { CODE_COLUMNS } from '../lib/core/code-columns';
import { BUDGETS } from '../scripts/bench/budgets';
import { expect, test, type Page } from './test';
import { BLOG_LIST_PATHS, GUIDE_ROUTES, POST_ROUTES } from './routes';

const READING_PAGES = [...GUIDE_ROUTES, ...POST_ROUTES].map((route) => route.path);
const MODES = ['light', 'dark'] as const;
/** The tallest a table row or a list entry may be: taller, and a reader scrolls through one. */
const MAX_ENTRY_HEIGHT = 300;
/** Characters a line of prose, at 1280px: the measure of comfortable reading. */
const MEASURE = { min: 60, max: 80 };

interface CodeBlock {
  label: string;
  /** Characters of its font that fit its narrowest line's box. */
  fits: number;
  scrolls: boolean;
}

interface Report {
  /** Text outside code blocks that scrolls sideways or sticks out of the article. */
  overflowing: string[];
  tall: string[];
  /** Where a line ends inside a word: the text around the break, `|` at the break. */
  brokenWords: string[];
  codeBlocks: CodeBlock[];
  /** Characters of each full line of the article's paragraphs (each paragraph's last line left out). */
  proseLines: number[];
}

/**
 * Reads the page's article as laid out. Code blocks inside tabs are read by checking each tab in
 * turn, as a reader would; every code block must have been seen.
 */
function readArticle({ root, maxEntryHeight }: { root: string; maxEntryHeight: number }): Report {
  const article = document.querySelector(root);
  if (!article) throw new Error(`no ${root}`);
  const describe = (element: Element) => {
    const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim();
    return `<${element.tagName.toLowerCase()}> "${text.length > 60 ? `${text.slice(0, 60)}…` : text}"`;
  };
  // Shown, and not inside a visually hidden box (1px, clipped), which only screen readers read.
  const visible = (element: Element) => {
    if (element.getClientRects().length === 0) return false;
    for (let box: Element | null = element; box && box !== article; box = box.parentElement) {
      const style = getComputedStyle(box);
      const rect = box.getBoundingClientRect();
      if ((style.overflow === 'hidden' || style.clipPath !== 'none') && (rect.width <= 1 || rect.height <= 1)) return false;
    }
    return true;
  };
  const inCode = (node: Node) => !!(node.nodeType === Node.ELEMENT_NODE ? (node as Element) : node.parentElement)?.closest('pre, svg');

  const articleBox = article.getBoundingClientRect();
  const overflowing: string[] = [];
  if (document.documentElement.scrollWidth > window.innerWidth) overflowing.push(`the page is ${document.documentElement.scrollWidth}px wide`);
  for (const element of article.querySelectorAll('*')) {
    if (inCode(element) || !visible(element)) continue;
    const style = getComputedStyle(element);
    const scrolls = (style.overflowX === 'auto' || style.overflowX === 'scroll') && element.scrollWidth > element.clientWidth + 1;
    const box = element.getBoundingClientRect();
    if (scrolls) overflowing.push(`${describe(element)} scrolls: ${element.scrollWidth}px in ${element.clientWidth}px`);
    else if (box.right > articleBox.right + 1 && element.closest('figure') === null)
      overflowing.push(`${describe(element)} ends ${Math.round(box.right - articleBox.right)}px past the article`);
  }

  const tall = [...article.querySelectorAll('tr, li')]
    .filter((entry) => visible(entry) && !inCode(entry) && entry.getBoundingClientRect().height > maxEntryHeight)
    .map((entry) => `${describe(entry)} is ${Math.round(entry.getBoundingClientRect().height)}px tall`);

  // Every character outside code, with its line box, in the order read; a line ends where the next
  // character no longer overlaps it vertically. A break inside a word has a letter or digit on both sides.
  const brokenWords: string[] = [];
  const proseLines: number[] = [];
  const range = document.createRange();
  const blockOf = (node: Node) => {
    for (let element = node.parentElement; element; element = element.parentElement) {
      if (!getComputedStyle(element).display.startsWith('inline')) return element;
    }
    return null;
  };
  const walker = document.createTreeWalker(article, NodeFilter.SHOW_TEXT);
  let previous: { char: string; bottom: number; block: Element | null; node: Text; index: number } | undefined;
  let spaceBefore = false;
  const lineLengths = new Map<Element, number[]>();
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    if (inCode(node) || !node.parentElement || !visible(node.parentElement)) continue;
    const block = blockOf(node);
    const text = node.data;
    for (let index = 0; index < text.length; index++) {
      const char = text[index];
      if (/\s/.test(char)) {
        spaceBefore = true;
        continue;
      }
      range.setStart(node, index);
      range.setEnd(node, index + 1);
      const rect = range.getClientRects()[0];
      if (!rect) continue;
      const sameBlock = previous !== undefined && previous.block === block;
      const newLine = sameBlock && rect.top >= previous!.bottom - 1;
      if (newLine && !spaceBefore && /[\p{L}\p{N}_$]/u.test(previous!.char) && /[\p{L}\p{N}_$]/u.test(char)) {
        const before = (previous!.node.data.slice(0, previous!.index + 1) ?? '').slice(-20);
        brokenWords.push(`"${before}|${text.slice(index, index + 20)}" in ${describe(block ?? article)}`);
      }
      if (block?.tagName === 'P') {
        const lines = lineLengths.get(block) ?? [];
        if (!sameBlock || lines.length === 0) lines.push(0);
        else if (newLine) lines.push(0);
        else if (spaceBefore) lines[lines.length - 1] += 1;
        lines[lines.length - 1] += 1;
        lineLengths.set(block, lines);
      }
      previous = { char, bottom: rect.bottom, block, node, index };
      spaceBefore = false;
    }
  }
  for (const lines of lineLengths.values()) proseLines.push(...lines.slice(0, -1));

  const measured = new Map<Element, CodeBlock>();
  const measureCode = () => {
    for (const pre of article.querySelectorAll('pre')) {
      if (measured.has(pre) || !visible(pre)) continue;
      const code = pre.querySelector('code') ?? pre;
      // Out of the flow: a line of the block's grid would stretch it to the widest line.
      const probe = document.createElement('span');
      probe.style.cssText = 'position: absolute; visibility: hidden; white-space: pre';
      probe.textContent = 'M'.repeat(100);
      code.append(probe);
      const charWidth = probe.getBoundingClientRect().width / 100;
      probe.remove();
      const lines = [...code.querySelectorAll<HTMLElement>('[data-line]')];
      const taken = Math.max(
        0,
        ...lines.map((line) => {
          const style = getComputedStyle(line);
          const gutter = getComputedStyle(line, '::before');
          const gutterWidth = gutter.content === 'none' ? 0 : parseFloat(gutter.width) + parseFloat(gutter.marginRight);
          return parseFloat(style.paddingLeft) + parseFloat(style.paddingRight) + (Number.isNaN(gutterWidth) ? 0 : gutterWidth);
        }),
      );
      const title = pre.closest('figure')?.querySelector('figcaption')?.textContent;
      measured.set(pre, {
        label: `code block ${[...article.querySelectorAll('pre')].indexOf(pre) + 1}${title ? ` (${title})` : ''}`,
        fits: (pre.clientWidth - taken) / charWidth,
        scrolls: pre.scrollWidth > pre.clientWidth + 1,
      });
    }
  };
  measureCode();
  for (const radio of article.querySelectorAll<HTMLInputElement>('input[type="radio"]')) {
    radio.click();
    measureCode();
  }
  const all = article.querySelectorAll('pre').length;
  if (measured.size !== all) throw new Error(`${all - measured.size} of ${all} code blocks were never shown`);
  return { overflowing, tall, brokenWords, codeBlocks: [...measured.values()], proseLines };
}

async function inMode(page: Page, mode: (typeof MODES)[number]) {
  await page.emulateMedia({ colorScheme: mode });
  await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
}

for (const width of [375, 1280]) {
  test.describe(`reading at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const path of READING_PAGES) {
      test(`${path}: text fits, entries stay short, no word breaks${width === 1280 ? ', code shows its width' : ''}`, async ({ page }) => {
        await page.goto(path);
        for (const mode of MODES) {
          await inMode(page, mode);
          const report = await page.evaluate(readArticle, { root: 'main article', maxEntryHeight: MAX_ENTRY_HEIGHT });
          expect.soft(report.overflowing, `${mode}: text that scrolls sideways or sticks out`).toEqual([]);
          expect.soft(report.tall, `${mode}: rows and list entries over ${MAX_ENTRY_HEIGHT}px`).toEqual([]);
          expect.soft(report.brokenWords, `${mode}: lines that end inside a word`).toEqual([]);
          if (width !== 1280) continue;
          const narrow = report.codeBlocks.filter((block) => block.fits < CODE_COLUMNS).map((block) => `${block.label}: ${block.fits.toFixed(1)} characters`);
          expect.soft(narrow, `${mode}: code blocks showing fewer than ${CODE_COLUMNS} characters`).toEqual([]);
          const scrolling = report.codeBlocks.filter((block) => block.scrolls).map((block) => block.label);
          expect
            .soft(scrolling.length, `${mode}: code blocks that scroll sideways, of ${report.codeBlocks.length}: ${scrolling.join(', ')}`)
            .toBeLessThanOrEqual(Math.floor(report.codeBlocks.length / 10));
        }
      });
    }
  });
}

/** The average length of the full lines of a page's paragraphs. */
const averageLine = (lines: number[]) => lines.reduce((sum, line) => sum + line, 0) / lines.length;

test.describe('the measure of prose at 1280px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  // A blog list's posts are articles of their own: its measure is read over the whole of main.
  const roots = [...READING_PAGES.map((path) => ({ path, root: 'main article' })), ...BLOG_LIST_PATHS.map((path) => ({ path, root: 'main' }))];
  for (const { path, root } of roots) {
    test(`${path}: paragraphs run ${MEASURE.min} to ${MEASURE.max} characters a line`, async ({ page }) => {
      await page.goto(path);
      const { proseLines } = await page.evaluate(readArticle, { root, maxEntryHeight: MAX_ENTRY_HEIGHT });
      expect(proseLines.length, 'full lines of prose').toBeGreaterThan(0);
      const average = averageLine(proseLines);
      expect(average, `characters a line, on average over ${proseLines.length} full lines`).toBeGreaterThanOrEqual(MEASURE.min);
      expect(average, `characters a line, on average over ${proseLines.length} full lines`).toBeLessThanOrEqual(MEASURE.max);
    });
  }
});

test('the text is set in the site’s typeface: one preloaded WOFF 2 file of at most 40 KB', async ({ page }) => {
  const fonts: { url: string; type: string; bytes: number }[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'font')
      fonts.push({ url: response.url(), type: response.headers()['content-type'] ?? '', bytes: (await response.body()).length });
  });
  await page.goto(READING_PAGES[0]);
  const preloads = await page
    .locator('link[rel="preload"][as="font"]')
    .evaluateAll((links: HTMLLinkElement[]) => links.map((link) => ({ href: link.href, type: link.type })));
  expect(preloads).toHaveLength(1);
  expect(preloads[0].type).toBe('font/woff2');

  // The body's first family is the web font, and it draws the text: a sample set in the body's
  // families is as wide as one set in the web font alone, and unlike one set in the rest of them.
  const widths = await page.evaluate(async () => {
    await document.fonts.ready;
    const families = getComputedStyle(document.body).fontFamily;
    const first = families.split(',')[0];
    const width = (fontFamily: string) => {
      const probe = document.createElement('span');
      probe.style.cssText = `position: absolute; white-space: pre; font-family: ${fontFamily}`;
      probe.textContent = 'Illegible 0123456789 mmmm iiii WAVE';
      document.body.append(probe);
      const measured = probe.getBoundingClientRect().width;
      probe.remove();
      return measured;
    };
    return { body: width(families), font: width(`${first}, monospace`), others: width(families.slice(first.length + 1)) };
  });
  expect(widths.body).toBeCloseTo(widths.font, 1);
  expect(Math.abs(widths.body - widths.others)).toBeGreaterThan(1);

  await expect.poll(() => fonts.length).toBe(1);
  expect(fonts[0].url).toBe(preloads[0].href);
  expect(fonts[0].type).toBe('font/woff2');
  expect(fonts[0].bytes).toBeLessThanOrEqual(BUDGETS.fonts.bytes);
  expect((await (await page.request.get(fonts[0].url)).body()).subarray(0, 4).toString('latin1'), 'the WOFF 2 signature').toBe('wOF2');
});
