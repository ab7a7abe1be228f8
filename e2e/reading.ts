/**
 * A page as a reader sees it laid out, read in the browser (`page.evaluate(readLayout, …)`): text
 * that scrolls sideways or sticks out of its column, table rows and list entries taller than a
 * bound, lines that end inside a word where the page offers no break (`<wbr>`), how many characters each code block shows, and the length
 * of the lines of prose.
 */

/** The tallest a table row or a list entry may be: taller, and a reader scrolls through one. */
export const MAX_ENTRY_HEIGHT = 300;

interface CodeBlock {
  label: string;
  /** Characters of its font that fit its narrowest line's box. */
  fits: number;
  scrolls: boolean;
}

export interface Report {
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
export function readLayout({ root, maxEntryHeight }: { root: string; maxEntryHeight: number }): Report {
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
  // Code blocks and diagrams keep their lines whole and scroll on a phone instead: neither is prose.
  const inCode = (node: Node) => !!(node.nodeType === Node.ELEMENT_NODE ? (node as Element) : node.parentElement)?.closest('pre, svg, [data-mermaid]');

  const articleBox = article.getBoundingClientRect();
  const overflowing: string[] = [];
  if (document.documentElement.scrollWidth > window.innerWidth) overflowing.push(`the page is ${document.documentElement.scrollWidth}px wide`);
  for (const element of article.querySelectorAll('*')) {
    if (inCode(element) || !visible(element)) continue;
    const style = getComputedStyle(element);
    const wider = element.scrollWidth > element.clientWidth + 1;
    const scrolls = (style.overflowX === 'auto' || style.overflowX === 'scroll') && wider;
    // Content wider than a block that shows it (an unbreakable run of text in a cell …) sticks out of it.
    const sticksOut = wider && style.overflowX === 'visible' && !style.display.startsWith('inline') && style.display !== 'contents';
    const box = element.getBoundingClientRect();
    if (scrolls) overflowing.push(`${describe(element)} scrolls: ${element.scrollWidth}px in ${element.clientWidth}px`);
    else if (sticksOut) overflowing.push(`${describe(element)} has ${element.scrollWidth}px of content in ${element.clientWidth}px`);
    else if (box.right > articleBox.right + 1 && element.closest('figure') === null)
      overflowing.push(`${describe(element)} ends ${Math.round(box.right - articleBox.right)}px past the article`);
  }

  const tall = [...article.querySelectorAll('tr, li, dl > div')]
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
      // A <wbr> is a break the page offers on purpose: a name's seam (`MissingInstanceName|Error`).
      const offered = index === 0 && node.previousSibling?.nodeName === 'WBR';
      if (newLine && !spaceBefore && !offered && /[\p{L}\p{N}_$]/u.test(previous!.char) && /[\p{L}\p{N}_$]/u.test(char)) {
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
      const preStyle = getComputedStyle(pre);
      const padding = parseFloat(preStyle.paddingLeft) + parseFloat(preStyle.paddingRight);
      measured.set(pre, {
        label: `code block ${[...article.querySelectorAll('pre')].indexOf(pre) + 1}${title ? ` (${title})` : ''}`,
        fits: (pre.clientWidth - padding - taken) / charWidth,
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

/**
 * Whether the body's first family, the site's web font, draws the page's text: a sample set in the
 * body's families is as wide as one set in the web font alone, and unlike one set in the rest of
 * them. (A font that is `display: optional` and arrives after the first paint never draws it.)
 */
export async function siteFontWidths(): Promise<{ drawn: boolean; family: string; body: number; font: number; others: number }> {
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
  const [body, font, others] = [width(families), width(`${first}, monospace`), width(families.slice(first.length + 1))];
  return { drawn: Math.abs(body - font) < 0.05 && Math.abs(body - others) > 1, family: first, body, font, others };
}

/**
 * The font the browser drew most of an element's own text with, by its own name (`Geist Mono`),
 * as its DevTools tell it: what the reader sees, whatever the CSS asked for.
 */
export async function drawnFont(page: import('@playwright/test').Page, selector: string): Promise<{ familyName: string; isCustomFont: boolean } | undefined> {
  const session = await page.context().newCDPSession(page);
  try {
    await session.send('DOM.enable');
    await session.send('CSS.enable');
    const { root } = await session.send('DOM.getDocument', { depth: 0 });
    const { nodeId } = await session.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    if (!nodeId) throw new Error(`no element matches ${selector}`);
    const { fonts } = await session.send('CSS.getPlatformFontsForNode', { nodeId });
    const [most] = [...fonts].sort((a, b) => b.glyphCount - a.glyphCount);
    return most ? { familyName: most.familyName, isCustomFont: most.isCustomFont } : undefined;
  } finally {
    await session.detach();
  }
}
