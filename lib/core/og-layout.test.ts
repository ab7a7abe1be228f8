import { describe, expect, it } from 'vitest';
import { CARD_TITLE_BOX, cardTitleMetrics } from '@/lib/site/og/card-assets';
import type { FontMetrics } from './og-layout';
import { layoutTitle, sectionLabel, type TitleBox } from './og-layout';

/** Every character half an em wide: 10 characters at size 20 are 100px. */
const mono: FontMetrics = { measure: (text, fontSize) => [...text].length * fontSize * 0.5 };
const box: TitleBox = { width: 100, maxLines: 3, fontSizes: [20, 10], letterSpacing: 0 };
const widthAt = (line: string, size: number) => mono.measure(line, size);

describe('layoutTitle', () => {
  it('keeps a short title at the largest size on one line', () => {
    expect(layoutTitle('Usage', mono, box)).toEqual({ fontSize: 20, lines: ['Usage'], truncated: false });
  });

  it('wraps at spaces before it shrinks', () => {
    expect(layoutTitle('aaaa bbbb cccc', mono, box)).toEqual({ fontSize: 20, lines: ['aaaa bbbb', 'cccc'], truncated: false });
  });

  it('shrinks a title that needs more than three lines at the largest size', () => {
    const layout = layoutTitle('aaaa bbbb cccc dddd eeee ffff gggg', mono, box);
    expect(layout.fontSize).toBe(10);
    expect(layout.truncated).toBe(false);
    expect(layout.lines).toEqual(['aaaa bbbb cccc dddd', 'eeee ffff gggg']);
  });

  it('shrinks rather than split a long identifier that fits whole at a smaller size', () => {
    const layout = layoutTitle('Function: getDONamespace()', mono, box);
    expect(layout).toEqual({ fontSize: 10, lines: ['Function:', 'getDONamespace()'], truncated: false });
  });

  it('breaks an identifier too long for any size at its camelCase seams', () => {
    const layout = layoutTitle('getDONamespaceFromPathSegmentAndMore', mono, { ...box, width: 200, fontSizes: [20] });
    expect(layout.lines).toEqual(['getDONamespaceFrom', 'PathSegmentAndMore']);
    expect(layout.truncated).toBe(false);
  });

  it('cuts a title that fits nowhere after three lines, with an ellipsis, every line inside the box', () => {
    const title = Array.from({ length: 20 }, (_, i) => `word${i}`).join(' ');
    const layout = layoutTitle(title, mono, box);
    expect(layout.truncated).toBe(true);
    expect(layout.fontSize).toBe(10);
    expect(layout.lines).toHaveLength(3);
    expect(layout.lines[2].endsWith('…')).toBe(true);
    for (const line of layout.lines) expect(widthAt(line, 10)).toBeLessThanOrEqual(box.width);
  });
});

describe('sectionLabel', () => {
  it('joins the parts with a middle dot and drops empty ones', () => {
    expect(sectionLabel(['RPC', 'API Reference'])).toBe('RPC · API Reference');
    expect(sectionLabel(['Testing', undefined, ' '])).toBe('Testing');
  });
});

describe('the real card title box (Geist Bold)', () => {
  const font = cardTitleMetrics();

  it('fits the longest API title whole, in at most three lines, without an ellipsis', () => {
    const layout = layoutTitle('Function: getDONamespaceFromPathSegment()', font, CARD_TITLE_BOX);
    expect(layout.truncated).toBe(false);
    expect(layout.lines).toContain('getDONamespaceFromPathSegment()');
    for (const line of layout.lines) {
      expect(font.measure(line, layout.fontSize, CARD_TITLE_BOX.letterSpacing)).toBeLessThanOrEqual(CARD_TITLE_BOX.width);
    }
  });

  it('measures with the font: wide glyphs are wider than narrow ones, and width scales with size', () => {
    expect(font.measure('MMMM', 50)).toBeGreaterThan(font.measure('iiii', 50) * 2);
    expect(font.measure('Lumenize', 100)).toBeCloseTo(font.measure('Lumenize', 50) * 2, 5);
  });
});
