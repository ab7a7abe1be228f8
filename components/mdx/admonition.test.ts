import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { compileDocument } from '@/build-time/content/compile/compile';
import { ADMONITION_KINDS, ADMONITION_LABELS, GITHUB_ALERTS } from '@/lib/core/admonitions';
import { readTree } from '@/lib/core/compiled-tree';
import { plainHtml, plainMarkdown, plainTree } from '@/lib/site/outputs';
import { MdxContent } from './mdx-content';

const compile = async (source: string) => readTree(String(await compileDocument(unified()).process(source)));
const page = async (source: string) => renderToStaticMarkup(createElement(MdxContent, { tree: await compile(source) }));
const plain = async (source: string) => plainTree(await compile(source), { resolveUrl: (path) => `https://lumenize.com${path}` });

/** The callouts of a page: each one's kind, the title it shows, its icon and what a screen reader hears before the title. */
const callouts = (html: string) =>
  [
    ...html.matchAll(
      /<div role="note" class="[^"]*" data-type="([^"]+)"><p class="[^"]*">(<svg[^>]*>.*?<\/svg>)(?:<span class="visually-hidden">([^<]*)<\/span>)?([^<]*)<\/p>/g,
    ),
  ].map(([, kind, icon, hidden, title]) => ({ kind, title, icon, hidden }));

describe.each(ADMONITION_KINDS)('a :::%s admonition', (kind) => {
  const source = `:::${kind}\nMind the gap.\n:::\n`;
  const label = ADMONITION_LABELS[kind];

  it('shows on the page as a callout of its kind, titled with its label', async () => {
    expect(callouts(await page(source)).map(({ kind, title }) => ({ kind, title }))).toEqual([{ kind, title: label }]);
  });

  it('with a title of its own, tells screen readers its kind before the title', async () => {
    const [callout] = callouts(await page(`:::${kind}[Mind the gap]\nBetween the train and the platform.\n:::\n`));
    expect(callout).toMatchObject({ kind, title: 'Mind the gap', hidden: `${label}: ` });
  });

  it('opens its quote with its label in the Markdown twin and the feeds', async () => {
    expect(plainMarkdown(await plain(source))).toBe(`> **${label}**\n>\n> Mind the gap.`);
    expect(plainHtml(await plain(source))).toBe(`<blockquote><p><strong>${label}</strong></p><p>Mind the gap.</p></blockquote>`);
  });
});

it('gives each kind an icon of its own, hidden from screen readers', async () => {
  const icons = await Promise.all(ADMONITION_KINDS.map(async (kind) => callouts(await page(`:::${kind}\nMind the gap.\n:::\n`))[0].icon));
  for (const icon of icons) expect(icon).toMatch(/^<svg [^>]*aria-hidden="true"/);
  expect(new Set(icons).size).toBe(ADMONITION_KINDS.length);
});

describe.each(Object.entries(GITHUB_ALERTS))('a GitHub > [!%s] alert', (marker, kind) => {
  it(`shows as a ${kind} callout`, async () => {
    expect(callouts(await page(`> [!${marker}]\n> Mind the gap.\n`)).map((callout) => callout.kind)).toEqual([kind]);
  });
});

it('an <Admonition> of an unknown type fails, naming the type and the kinds', async () => {
  await expect(page('<Admonition type="details">\n\nHi.\n\n</Admonition>\n')).rejects.toThrow(
    `Unknown admonition type "details"; use one of ${ADMONITION_KINDS.join(', ')}.`,
  );
});
