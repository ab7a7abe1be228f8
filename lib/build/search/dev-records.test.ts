import { describe, expect, it } from 'vitest';
import { devRecords, markdownText } from './dev-records';

describe('markdownText', () => {
  it('keeps the words and drops the syntax, with table cells and blocks apart', () => {
    const text = markdownText('# Title\n\nSome **bold** and `code`, see [docs](/x).\n\n| Name | Use |\n| --- | --- |\n| `getDOStub` | a stub |\n\n```ts\nconst a = 1;\n```\n');
    expect(text).toBe('Title\nSome bold and code, see docs.\nName\nUse\ngetDOStub\na stub\nconst a = 1;');
  });
});

describe('devRecords', () => {
  it('gives each page the title, section and Docs / Blog filter the export gives it', () => {
    const [doc, post] = devRecords([
      { url: '/docs/rpc/quick-start', title: 'Quick Start', description: '', section: 'Docs', markdown: '# Quick Start\n\nText.' },
      { url: '/blog/a-post', title: 'A post', description: '', section: 'Blog', markdown: '# A post\n\nWords.' },
    ]);
    expect(doc).toMatchObject({ url: '/docs/rpc/quick-start', meta: { title: 'Quick Start', section: 'RPC' }, filters: { kind: ['Docs'] }, language: 'en' });
    expect(post).toMatchObject({ meta: { section: 'Blog' }, filters: { kind: ['Blog'] } });
    expect(doc.content).toBe('Quick Start\nText.');
  });
});
