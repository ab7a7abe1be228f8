import { describe, expect, it } from 'vitest';
import { editDistance } from './nearest';
import { closestTitles, type PageTitle } from './suggest';

const page = (url: string, title: string, guide = false): PageTitle => ({ url, title, section: 'Docs', kind: 'Docs', guide });

describe('closestTitles', () => {
  const pages = [
    page('/docs/rpc/quick-start', 'Quick Start', true),
    page('/docs/utils/api/interfaces/WebSocketShimOptions', 'Interface: WebSocketShimOptions'),
    page('/docs/utils/cors-support', 'CORS Support', true),
    page('/docs/testing/usage', 'Usage', true),
  ];

  it('finds a title a typo away, or whose word starts a typo away', () => {
    expect(closestTitles('quik start', pages, editDistance)).toEqual({ pages: [pages[0]], closest: true });
    expect(closestTitles('websockt', pages, editDistance).pages.map((each) => each.url)).toEqual(['/docs/utils/api/interfaces/WebSocketShimOptions']);
  });

  it('offers the guides when no title comes close', () => {
    expect(closestTitles('qqxyzzyq', pages, editDistance)).toEqual({ pages: [pages[0], pages[2], pages[3]], closest: false });
  });
});
