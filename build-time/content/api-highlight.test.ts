import { codeToTokens } from 'shiki';
import { describe, expect, it } from 'vitest';
import { apiItemView, plainText, type TypePart } from '@/lib/core/api';
import { testApiItem } from '@/scripts/test/api-items';
import { highlightApiView, highlightParts } from './api-highlight';
import { darkCodeTheme, lightCodeTheme } from './compile/code-themes';

const pkg = { id: 'kit', name: '@x/kit', url: '/docs/kit/api', sourcePath: 'content/api/kit/index.d.ts' };
const signature: TypePart[] = [
  { text: 'export function make(options?: ' },
  { text: 'Options', url: '/docs/kit/api/interfaces/Options' },
  { text: '): string;' },
];
/** Each token's text and colours as the guides' highlighter (shiki's default engine, as rehype-pretty-code runs it) gives them. */
async function guidesTokens(code: string) {
  const { tokens } = await codeToTokens(code, {
    lang: 'ts',
    themes: { light: lightCodeTheme, dark: darkCodeTheme },
    defaultColor: false,
    tokenizeTimeLimit: 0,
  });
  return tokens
    .flat()
    .filter((token) => token.content.trim() !== '')
    .map((token) => [token.content, token.htmlStyle?.['--shiki-light'], token.htmlStyle?.['--shiki-dark']]);
}

describe('highlightParts', () => {
  // Two highlighters load their grammars here: seconds on a busy machine.
  it('keeps the text and the links, and colours each token in both themes as the guides do', async () => {
    const pieces = highlightParts(signature, 'ts');
    expect(plainText(pieces)).toBe(plainText(signature));
    expect(pieces.filter((piece) => piece.url)).toEqual([{ text: 'Options', url: '/docs/kit/api/interfaces/Options', color: expect.any(Object) }]);
    // White space joins the token before it; tokens of one colour are one piece.
    const expected = (await guidesTokens(plainText(signature))).reduce<string[][]>((merged, [text, light, dark]) => {
      const last = merged.at(-1);
      if (last && last[1] === light && last[2] === dark) last[0] += text;
      else merged.push([text!, light!, dark!]);
      return merged;
    }, []);
    expect(pieces.map((piece) => [piece.text.replace(/\s/g, ''), piece.color?.light, piece.color?.dark])).toEqual(
      expected.map(([text, light, dark]) => [text, light, dark]),
    );
  }, 30_000);

  it('reads a type as a type: a primitive is coloured unlike a plain name', () => {
    const pieces = highlightParts([{ text: 'string | Widget' }], 'ts', { before: 'type _ = ', after: ';' });
    const color = (text: string) => pieces.find((piece) => piece.text.trim() === text)?.color;
    expect(plainText(pieces)).toBe('string | Widget');
    expect(color('string')).toBeDefined();
    expect(color('string')).not.toEqual(color('Widget'));
  });
});

describe('highlightApiView', () => {
  it('highlights the code of every section and leaves its text as it was', () => {
    const item = testApiItem(pkg, 'function', 'make', {
      signature,
      params: [
        {
          name: 'options',
          typeParameter: false,
          type: [{ text: 'Options' }],
          optional: true,
          default: [{ text: '{}', code: true }],
          description: [{ text: 'How.' }],
        },
      ],
      fields: [{ name: 'label', typeParameter: false, type: [{ text: "'short' | 'long'" }], optional: true, default: null, description: [] }],
      members: [{ name: 'render', signature: [{ text: 'render(): void' }], description: [{ text: 'Draws it.' }] }],
      examples: [{ code: 'make();', language: 'ts' }],
    });
    const view = apiItemView(item, []);
    const highlighted = highlightApiView(view, item);
    const text = (parts: TypePart[]) => plainText(parts);
    const codeOf = (from: typeof view) =>
      from.sections.flatMap((section) =>
        section.blocks.flatMap((block) => {
          if (block.type === 'code') return [block.parts];
          if (block.type === 'params' || block.type === 'fields') return block.rows.map((row) => row.type);
          if (block.type === 'members') return block.members.map((member) => member.signature);
          return [];
        }),
      );
    expect(codeOf(highlighted).map(text)).toEqual(codeOf(view).map(text));
    for (const parts of codeOf(highlighted)) expect(parts.some((part) => part.color)).toBe(true);
  });

  it('names the declaration of an example in a language it cannot highlight', () => {
    const item = testApiItem(pkg, 'function', 'make', { examples: [{ code: 'x', language: 'cobol' }], line: 12 });
    expect(() => highlightApiView(apiItemView(item, []), item)).toThrow(/content\/api\/kit\/index\.d\.ts:12: a code block of make is in "cobol"/);
  });
});
