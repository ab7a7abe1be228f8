import { describe, expect, it } from 'vitest';
import { apiItemView, plainText, splitMeaning, type ApiItem } from './api';
import { testApiItem } from '@/scripts/test/api-items';

const pkg = { id: 'kit', name: '@x/kit', url: '/docs/kit/api', sourcePath: 'content/api/kit/index.d.ts' };
const item = (extra: Partial<ApiItem> = {}): ApiItem =>
  testApiItem(pkg, 'function', 'make', {
    signature: [{ text: 'export function make(): ' }, { text: 'Widget', url: '/docs/kit/api/classes/Widget' }, { text: ';' }],
    summary: [{ text: 'Makes a widget.' }],
    ...extra,
  });

describe('the description of an API item page', () => {
  it('shows the signature and where to import it from, and leaves out the sections it has nothing for', () => {
    const view = apiItemView(item(), []);
    expect(view.sections.map((section) => section.id)).toEqual(['signature', 'exported-from']);
    expect(view.lead).toEqual([{ type: 'paragraph', parts: [{ text: 'Makes a widget.' }] }]);
    expect(view.sections[1].blocks).toContainEqual({ type: 'code', parts: [{ text: "import { make } from '@x/kit';" }], language: 'ts' });
  });

  it('orders every section a documented item has, and puts a deprecation first', () => {
    const prose = [{ text: 'x' }];
    const view = apiItemView(
      item({
        deprecated: [{ text: 'Use another.' }],
        params: [{ name: 'id', typeParameter: false, type: [{ text: 'string' }], optional: false, default: null, description: prose }],
        returns: { type: [{ text: 'Widget' }], description: prose },
        throws: [prose],
        notes: [prose],
        examples: [{ code: 'make();', language: 'ts' }],
        declaredIn: '@x/core',
      }),
      [{ label: 'Usage', href: '/docs/usage' }],
    );
    expect(view.lead[0]).toEqual({ type: 'deprecated', parts: [{ text: 'Use another.' }] });
    expect(view.sections.map((section) => section.text)).toEqual([
      'Signature',
      'Parameters',
      'Returns',
      'Throws',
      'Notes',
      'Examples',
      'Exported from',
      'See it in use',
    ]);
    const reexport = view.sections.find((section) => section.id === 'exported-from')!.blocks.at(-1)!;
    expect(reexport.type === 'paragraph' && plainText(reexport.parts)).toBe(
      '@x/kit re-exports it from @x/core, where it is declared; both imports give you the same function.',
    );
  });
});

describe('splitMeaning', () => {
  const sentence = 'The wire protocol.';
  const long = 'WebSocket keeps one connection open, and HTTP sends a request a call. '.repeat(6);

  it('keeps a short meaning whole', () => {
    const parts = [{ text: `${sentence} Short.` }];
    expect(splitMeaning(parts)).toEqual({ first: parts, rest: null });
  });

  it('shows the first sentence of a long one and keeps the rest, code and links included, as written', () => {
    const parts = [{ text: `${sentence} ${long}` }, { text: 'Content-Type', code: true }, { text: '.' }];
    const { first, rest } = splitMeaning(parts);
    expect(first).toEqual([{ text: sentence }]);
    expect(rest).toEqual([{ text: long }, { text: 'Content-Type', code: true }, { text: '.' }]);
    expect(`${plainText(first)} ${plainText(rest!)}`).toBe(plainText(parts));
  });

  it('does not cut inside a code span, and keeps whole a long meaning of one sentence', () => {
    const oneSentence = [{ text: 'x'.repeat(400) }, { text: 'a. b', code: true }];
    expect(splitMeaning(oneSentence).rest).toBeNull();
  });
});
