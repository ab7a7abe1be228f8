import type { Locator, Page } from './test';

type Rgba = [number, number, number, number];
const parse = (value: string): Rgba => {
  const parts = value.match(/[\d.]+/g)?.map(Number) ?? [0, 0, 0, 0];
  return [parts[0], parts[1], parts[2], parts[3] ?? 1];
};
const over = (top: Rgba, bottom: Rgba): Rgba => {
  const a = top[3] + bottom[3] * (1 - top[3]);
  return [...[0, 1, 2].map((i) => (top[i] * top[3] + bottom[i] * bottom[3] * (1 - top[3])) / (a || 1)), a] as Rgba;
};
const luminance = ([r, g, b]: Rgba) =>
  [r, g, b]
    .map((c) => c / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
    .reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i], 0);

/**
 * An element's text colour, the colour really behind it (its backgrounds and its ancestors',
 * composited over white) and WCAG's contrast ratio between the two.
 */
export async function contrastOf(locator: Locator): Promise<{ color: string; background: string; ratio: number }> {
  const { color, layers } = await locator.evaluate((element) => {
    const backgrounds: string[] = [];
    for (let node: Element | null = element; node; node = node.parentElement) backgrounds.push(getComputedStyle(node).backgroundColor);
    return { color: getComputedStyle(element).color, layers: backgrounds.reverse() };
  });
  const behind = layers.map(parse).reduce<Rgba>((below, layer) => over(layer, below), [255, 255, 255, 1]);
  const text = over(parse(color), behind);
  const [lighter, darker] = [luminance(text), luminance(behind)].sort((p, q) => q - p);
  const rgb = (c: Rgba) => `rgb(${c.slice(0, 3).map(Math.round).join(', ')})`;
  return { color: rgb(text), background: rgb(behind), ratio: (lighter + 0.05) / (darker + 0.05) };
}

/** Contrast of every piece of code-block text against what is really behind it (alpha composited). */
export async function lowContrast(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    type Rgba = [number, number, number, number];
    const parse = (value: string): Rgba => {
      const parts = value.match(/[\d.]+/g)?.map(Number) ?? [0, 0, 0, 0];
      return [parts[0], parts[1], parts[2], parts[3] ?? 1];
    };
    const over = (top: Rgba, bottom: Rgba): Rgba => {
      const a = top[3] + bottom[3] * (1 - top[3]);
      return [0, 1, 2].map((i) => (top[i] * top[3] + bottom[i] * bottom[3] * (1 - top[3])) / (a || 1)).concat(a) as Rgba;
    };
    const background = (el: Element | null): Rgba => {
      const layers: Rgba[] = [];
      for (let node = el; node; node = node.parentElement) layers.push(parse(getComputedStyle(node).backgroundColor));
      return layers.reverse().reduce<Rgba>((below, layer) => over(layer, below), [255, 255, 255, 1]);
    };
    const luminance = ([r, g, b]: Rgba) =>
      [r, g, b]
        .map((c) => c / 255)
        .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
        .reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i], 0);
    const ratio = (a: Rgba, b: Rgba) => {
      const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
      return (x + 0.05) / (y + 0.05);
    };
    const failures: string[] = [];
    const check = (el: Element, text: string, color: string, bg: Rgba) => {
      const value = ratio(over(parse(color), bg), bg);
      if (value < 4.5) failures.push(`${text.trim().slice(0, 30)} ${color} on rgb(${bg.slice(0, 3).map(Math.round).join(',')}) = ${value.toFixed(2)}`);
    };
    const visible = (el: Element) => (el as HTMLElement).offsetParent !== null;
    for (const el of document.querySelectorAll(
      'article figure[data-rehype-pretty-code-figure] :is(code span:not([data-line]), figcaption, [data-code-language])',
    )) {
      if (!visible(el) || !el.textContent?.trim()) continue;
      check(el, el.textContent, getComputedStyle(el).color, background(el));
    }
    for (const line of document.querySelectorAll('article code [data-line]')) {
      if (!visible(line)) continue;
      for (const pseudo of ['::before', '::after']) {
        const style = getComputedStyle(line, pseudo);
        if (style.content === 'none' || style.content === 'normal') continue;
        check(line, `${pseudo} ${line.textContent}`, style.color, background(line));
      }
    }
    for (const el of document.querySelectorAll('article [role="radiogroup"] label, article [role="note"] p')) {
      if (visible(el)) check(el, el.textContent ?? '', getComputedStyle(el).color, background(el));
    }
    return failures;
  });
}
