import { describe, expect, it } from 'vitest';
import { excerptOf, foldHits, isSearchShortcut, moveActive, toHit, type ExcerptPart, type PagefindResultData, type SearchHit } from './search';

const text = (parts: ExcerptPart[]) => parts.map((part) => part.text).join('');
const marked = (parts: ExcerptPart[]) => parts.filter((part) => part.marked).map((part) => part.text);
const words = (content: string) => content.split(' ');

describe('excerptOf', () => {
  const content = words(
    'Intro. The first sentence is short. Then a rather long second sentence runs on and on before it finally mentions the alarm it is about, and then it goes on.',
  );
  const alarm = content.indexOf('alarm');

  it('starts at the sentence holding the match when the match stays in view', () => {
    const parts = excerptOf(content, 0, content.length, [alarm], content.length - 1);
    expect(text(parts)).toMatch(/^Then a rather long second sentence/);
    expect(marked(parts)).toEqual(['alarm']);
  });

  it('starts a few whole words before a match far into its sentence, after an ellipsis', () => {
    const parts = excerptOf(content, 0, content.length, [alarm], 8);
    expect(text(parts)).toBe('… it finally mentions the alarm it is about, …');
    expect(marked(parts)).toEqual(['alarm']);
  });

  it('keeps to its range: no words before `from` or from `to` on', () => {
    const parts = excerptOf(content, 1, 6, [3], 24);
    expect(text(parts)).toBe('The first sentence is short.');
    expect(marked(parts)).toEqual(['sentence']);
  });

  it('shows the opening of its range when nothing in it matches', () => {
    expect(text(excerptOf(content, 1, content.length, [], 3))).toBe('The first sentence …');
  });

  it('shows a range that fits whole, however far into it the match is', () => {
    const title = words('You can’t be better unless you are different — CORS edition');
    const parts = excerptOf(title, 0, title.length, [title.indexOf('CORS')], title.length);
    expect(text(parts)).toBe('You can’t be better unless you are different — CORS edition');
    expect(marked(parts)).toEqual(['CORS']);
  });

  it('centres on the densest run of matches and marks each', () => {
    const dense = words('One alarm here. Nothing for a while now, then alarm alarm together.');
    const locations = dense.flatMap((word, index) => (word.startsWith('alarm') ? [index] : []));
    const parts = excerptOf(dense, 0, dense.length, locations, 6);
    expect(marked(parts)).toEqual(['alarm alarm']);
  });
});

describe('toHit', () => {
  // Pagefind's content: the title, the text above the first heading, then each heading and its text.
  const content =
    'Alarms. Schedule work for later with an alarm. Setting an alarm. Call setAlarm with a time; the alarm fires once. Alarm handlers. The alarm handler runs when the alarm fires, and an alarm can set the next alarm. Limits. One per object.';
  const at = (word: string, from = 0) => words(content).indexOf(word, from);
  const anchors = [
    { element: 'h2', text: 'Setting an alarm', location: at('Setting') },
    { element: 'h2', text: 'Alarm handlers', location: at('Alarm') },
    { element: 'h2', text: 'Limits', location: at('Limits.') },
  ];
  const alarmWords = words(content).flatMap((word, index) => (/^alarm/i.test(word) ? [index] : []));
  const inPart = (from: number, to: number) => alarmWords.filter((location) => location >= from && location < to);
  const data: PagefindResultData = {
    url: '/docs/alarms',
    content,
    meta: { title: 'Alarms', section: 'Guides' },
    locations: alarmWords,
    anchors,
    sub_results: [
      { title: 'Alarms', url: '/docs/alarms', locations: inPart(0, anchors[0].location) },
      { title: 'Setting an alarm', url: '/docs/alarms#setting-an-alarm', locations: inPart(anchors[0].location, anchors[1].location), anchor: anchors[0] },
      { title: 'Alarm handlers', url: '/docs/alarms#alarm-handlers', locations: inPart(anchors[1].location, anchors[2].location), anchor: anchors[1] },
    ],
  };

  it('leads to the page itself, with the text under its title, whatever its sections score', () => {
    const hit = toHit(data);
    expect(hit).toMatchObject({ url: '/docs/alarms', title: [{ text: 'Alarms', marked: true }], section: 'Guides' });
    expect(text(hit.excerpt)).toBe('Schedule work for later with an alarm.');
    expect(marked(hit.excerpt)).toEqual(['alarm.']);
  });

  it('lists the headings with matches after it, in the page’s order, each excerpt after its heading', () => {
    const hit = toHit(data);
    expect(hit.headings.map((heading) => [heading.url, text(heading.title)])).toEqual([
      ['/docs/alarms#setting-an-alarm', 'Setting an alarm'],
      ['/docs/alarms#alarm-handlers', 'Alarm handlers'],
    ]);
    expect(marked(hit.headings[0].title)).toEqual(['alarm']);
    expect(text(hit.headings[0].excerpt)).toBe('Call setAlarm with a time; the alarm fires once.');
    expect(text(hit.headings[1].excerpt)).toBe('The alarm handler runs when the alarm fires, and an alarm can set the next alarm.');
  });

  it('shows a long title whole, its match marked', () => {
    const title = 'Retries, backoff and the alarm';
    const hit = toHit({ ...data, meta: { ...data.meta, title }, content: `${title}. ${content}`, locations: [4] });
    expect(text(hit.title)).toBe(title);
    expect(marked(hit.title)).toEqual(['alarm']);
  });

  it('keeps the three headings with the most matches', () => {
    const many = Array.from({ length: 5 }, (_, index) => ({ element: 'h2', text: `Part ${index}`, location: 10 * (index + 1) }));
    const hit = toHit({
      ...data,
      content: Array.from({ length: 60 }, (_, index) => `w${index}`).join(' '),
      anchors: many,
      sub_results: many.map((anchor, index) => ({
        title: anchor.text,
        url: `/docs/alarms#part-${index}`,
        locations: Array.from({ length: index === 2 ? 1 : 3 }, (_, n) => anchor.location + 2 + n),
        anchor,
      })),
    });
    expect(hit.headings.map((heading) => text(heading.title))).toEqual(['Part 0', 'Part 1', 'Part 3']);
  });
});

describe('foldHits', () => {
  const hit = (url: string, item?: string): SearchHit => ({ url, title: [], section: url.split('/')[2], excerpt: [], headings: [], item, also: [] });

  it('folds an API item’s later pages into its first row, keeping every other page in its place', () => {
    const folded = foldHits([
      hit('/docs/utils/api/classes/Browser', 'Class: Browser'),
      hit('/docs/testing/usage'),
      hit('/docs/testing/api/classes/Browser', 'Class: Browser'),
      hit('/docs/rpc/api/interfaces/RpcConfig', 'Interface: RpcConfig'),
      hit('/docs/introduction'),
    ]);
    expect(folded.map((row) => row.url)).toEqual([
      '/docs/utils/api/classes/Browser',
      '/docs/testing/usage',
      '/docs/rpc/api/interfaces/RpcConfig',
      '/docs/introduction',
    ]);
    expect(folded[0].also).toEqual([{ url: '/docs/testing/api/classes/Browser', section: 'testing' }]);
    expect(folded.slice(1).map((row) => row.also)).toEqual([[], [], []]);
  });

  it('leaves the hits it was given as they were', () => {
    const hits = [hit('/docs/a/api/x', 'Function: x()'), hit('/docs/b/api/x', 'Function: x()')];
    foldHits(hits);
    expect(hits[0].also).toEqual([]);
  });
});

describe('moveActive', () => {
  it('wraps at both ends', () => {
    expect(moveActive(0, 1, 3)).toBe(1);
    expect(moveActive(2, 1, 3)).toBe(0);
    expect(moveActive(0, -1, 3)).toBe(2);
    expect(moveActive(0, 1, 0)).toBe(0);
  });
});

describe('isSearchShortcut', () => {
  const key = (init: Partial<KeyboardEvent>) => ({ key: 'k', ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, ...init });
  it('is Ctrl+K or Cmd+K, not K alone or with Shift', () => {
    expect(isSearchShortcut(key({ ctrlKey: true }))).toBe(true);
    expect(isSearchShortcut(key({ metaKey: true, key: 'K' }))).toBe(true);
    expect(isSearchShortcut(key({}))).toBe(false);
    expect(isSearchShortcut(key({ ctrlKey: true, shiftKey: true }))).toBe(false);
    expect(isSearchShortcut(key({ ctrlKey: true, key: 'j' }))).toBe(false);
  });
});
