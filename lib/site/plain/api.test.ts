import { toHtml } from 'hast-util-to-html';
import { describe, expect, it } from 'vitest';
import { apiItemView, type ApiParam } from '@/lib/core/api';
import { testApiItem } from '@/scripts/test/api-items';
import { plainApiItem } from './api';

const pkg = { id: 'kit', name: '@x/kit', url: '/docs/kit/api', sourcePath: 'content/api/kit/index.d.ts' };
const field = (name: string, type: string): ApiParam => ({
  name,
  typeParameter: false,
  type: [{ text: type }],
  optional: true,
  default: null,
  description: [{ text: `The ${name}.` }],
});

describe('an API page outside the page (Markdown twin, llms-full.txt, search)', () => {
  it('gives each field, member and group of notes the heading and id it has on the page, so that search leads to it', () => {
    const item = testApiItem(pkg, 'class', 'Widget', {
      fields: [field('label', 'string')],
      members: [{ name: 'render', signature: [{ text: 'render(): void' }], description: [{ text: 'Draws it.' }] }],
      notes: [{ title: 'Lifecycle', notes: [{ kind: 'item', parts: [{ text: 'It ends.' }] }] }],
    });
    const html = toHtml(plainApiItem(apiItemView(item, [])));
    expect(html).toContain('<h3 id="label">label</h3><p><code>string</code> — optional</p><p>The label.</p>');
    expect(html).toContain('<h3 id="render">render</h3><pre><code class="language-ts">render(): void</code></pre><p>Draws it.</p>');
    expect(html).toContain('<h3 id="lifecycle">Lifecycle</h3><ul><li>It ends.</li></ul>');
  });

  it('shows a type the formatter broke over lines as a block of code, and a warning as a titled quote', () => {
    const item = testApiItem(pkg, 'interface', 'Options', {
      fields: [field('socket', 'new (\n  url: string,\n) => WebSocket')],
      notes: [{ title: null, notes: [{ kind: 'security', parts: [{ text: 'Anyone reaches env.' }] }] }],
    });
    const html = toHtml(plainApiItem(apiItemView(item, [])));
    expect(html).toContain('<h3 id="socket">socket</h3><p>optional</p><pre><code class="language-ts">new (\n  url: string,\n) => WebSocket</code></pre>');
    expect(html).toContain('<blockquote><p><strong>Danger: Security</strong></p><p>Anyone reaches env.</p></blockquote>');
  });
});
