import { describe, expect, it } from 'vitest';
import { apiHeadings, apiItemView, firstSentence, plainText, splitMeaning, type ApiItem, type ApiParam } from './api';
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
        notes: [{ title: null, notes: [{ kind: 'item', parts: prose }] }],
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

const field = (name: string): ApiParam => ({ name, typeParameter: false, type: [{ text: 'string' }], optional: true, default: null, description: [] });

describe('the headings of an API item page', () => {
  it('give each field and member a heading of its own, under its section, with its name as its id', () => {
    const view = apiItemView(
      item({
        kind: 'interface',
        fields: [field('transport'), field('WebSocketClass')],
        members: [{ name: 'context', signature: [{ text: 'context(): void' }], description: [{ text: 'Opens one.' }] }],
      }),
      [],
    );
    expect(apiHeadings(view)).toEqual([
      { level: 2, id: 'signature', text: 'Signature' },
      { level: 2, id: 'fields', text: 'Fields' },
      { level: 3, id: 'transport', text: 'transport' },
      { level: 3, id: 'WebSocketClass', text: 'WebSocketClass' },
      { level: 2, id: 'members', text: 'Members' },
      { level: 3, id: 'context', text: 'context' },
      { level: 2, id: 'exported-from', text: 'Exported from' },
    ]);
  });

  it('lead an inherited member to its place on its class’s page', () => {
    const view = apiItemView(
      item({
        kind: 'class',
        members: [
          {
            name: 'size',
            signature: [{ text: 'size(): number' }],
            description: [{ text: 'Its size.' }],
            inheritedFrom: { name: 'Base', url: '/docs/kit/api/classes/Base' },
          },
        ],
      }),
      [],
    );
    const members = view.sections.flatMap((section) => section.blocks).find((block) => block.type === 'members');
    expect(members?.type === 'members' && members.members[0].inheritedFrom).toEqual({ name: 'Base', url: '/docs/kit/api/classes/Base#size' });
  });

  it('give every heading an id of its own: a name a section already has, or one without letters, gets one made for it', () => {
    const view = apiItemView(item({ kind: 'interface', fields: [field('fields'), field('[Symbol.asyncDispose]'), field('[key: string]')] }), []);
    expect(apiHeadings(view).map((heading) => heading.id)).toEqual(['signature', 'fields', 'fields-2', 'Symbol-asyncDispose', 'key-string', 'exported-from']);
  });

  it('title the groups of notes under Notes, and show a warning as a callout between the notes it stands among', () => {
    const note = (text: string) => ({ kind: 'item' as const, parts: [{ text }] });
    const view = apiItemView(
      item({
        notes: [
          { title: null, notes: [note('First.'), { kind: 'paragraph', parts: [{ text: 'A paragraph.' }] }] },
          { title: 'Wire format', notes: [note('JSON.'), { kind: 'hazard', parts: [{ text: 'NaN arrives as null.' }] }, note('Dates survive.')] },
          { title: 'Security', notes: [{ kind: 'security', parts: [{ text: 'Anyone reaches env.' }] }] },
        ],
      }),
      [],
    );
    const notes = view.sections.find((section) => section.id === 'notes')!;
    expect(notes.blocks).toEqual([
      { type: 'list', items: [[{ text: 'First.' }]] },
      { type: 'paragraph', parts: [{ text: 'A paragraph.' }] },
      { type: 'heading', id: 'wire-format', text: 'Wire format' },
      { type: 'list', items: [[{ text: 'JSON.' }]] },
      { type: 'callout', kind: 'warning', title: 'Hazard', parts: [{ text: 'NaN arrives as null.' }] },
      { type: 'list', items: [[{ text: 'Dates survive.' }]] },
      { type: 'heading', id: 'security', text: 'Security' },
      { type: 'callout', kind: 'danger', title: 'Security', parts: [{ text: 'Anyone reaches env.' }] },
    ]);
    expect(apiHeadings(view).filter((heading) => heading.level === 3)).toEqual([
      { level: 3, id: 'wire-format', text: 'Wire format' },
      { level: 3, id: 'security', text: 'Security' },
    ]);
  });
});

describe('firstSentence', () => {
  it('keeps what an index shows of a summary: its first sentence, code and links as written', () => {
    const link = { text: 'Options', code: true, url: '/docs/kit/api/interfaces/Options' };
    expect(firstSentence([{ text: 'Takes ' }, link, { text: '. Then more. And more.' }])).toEqual([{ text: 'Takes ' }, link, { text: '.' }]);
    expect(firstSentence([{ text: 'One sentence.' }])).toEqual([{ text: 'One sentence.' }]);
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
