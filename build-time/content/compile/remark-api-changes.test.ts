import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Root } from 'mdast';
import { gfmToMarkdown } from 'mdast-util-gfm';
import { toMarkdown } from 'mdast-util-to-markdown';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { afterAll, describe, expect, it } from 'vitest';
import type { ApiHistory } from '../api-history-schema';
import { remarkApiChanges } from './remark-api-changes';

const history: ApiHistory = {
  versions: ['1.0.0', '2.0.0'],
  renames: [{ version: '2.0.0', from: '@x/utils', to: '@x/routing' }],
  items: [
    { package: '@x/routing', name: 'Options', kind: 'type-alias', added: '2.0.0', changes: [] },
    { package: '@x/routing', name: 'route', kind: 'function', added: '2.0.0', changes: [] },
    {
      package: '@x/rpc',
      name: 'client',
      kind: 'function',
      added: '1.0.0',
      changes: [{ version: '2.0.0', note: 'takes `{ transport }`', real: true, before: 'a', after: 'b' }],
    },
    { package: '@x/utils', name: 'Options', kind: 'interface', added: '1.0.0', removed: '2.0.0', changes: [] },
    { package: '@x/utils', name: 'isUpgrade', kind: 'function', added: '1.0.0', removed: '2.0.0', changes: [] },
    { package: '@x/utils', name: 'route', kind: 'function', added: '1.0.0', removed: '2.0.0', changes: [] },
  ],
};

const dir = mkdtempSync(join(tmpdir(), 'api-changes-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const write = (path: string, text: string) => {
  mkdirSync(join(dir, path, '..'), { recursive: true });
  writeFileSync(join(dir, path), text);
};
write('api-history.json', JSON.stringify(history));
write('api/routing/index.d.ts', 'export declare function route(): void;\nexport type Options = { origin: string };\n');
write('api/rpc/index.d.ts', 'export declare function client(): void;\n');
// Filed under the interfaces at 1.0.0, as its reference filed the type alias (`@interface`)
write(
  'versions/1.0.0/api/utils/index.d.ts',
  'export declare function route(): void;\nexport declare function isUpgrade(): boolean;\n/** @interface */\nexport type Options = { origin: string };\n',
);

/** The document as Markdown after the plugin, with the problems it reported. */
async function run(source: string) {
  const processor = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkApiChanges, { contentDir: dir });
  const file = new VFile(source);
  const tree = (await processor.run(processor.parse(file), file)) as Root;
  return {
    markdown: toMarkdown(tree, { extensions: [gfmToMarkdown()] })
      .replace(/\\_/g, '_')
      .replace(/ +\|/g, ' |'),
    problems: file.messages.map((message) => message.reason),
  };
}

describe('remarkApiChanges', () => {
  it('writes the renames, then each export that changed package or went, linked to its page in both versions', async () => {
    const { markdown, problems } = await run('<ApiChanges from="1.0.0" to="2.0.0" part="packages" />');
    expect(problems).toEqual([]);
    expect(markdown).toContain('| `@x/utils` | `@x/routing` | 2.0.0 |');
    expect(markdown).toMatch(
      /\| `route` \| \[`@x\/utils`\]\(\/docs\/1\.0\.0\/utils\/api\/functions\/route\) \| \[`@x\/routing`\]\(\/docs\/routing\/api\/functions\/route\) \| 2\.0\.0 \|/,
    );
    expect(markdown).toMatch(/\| `isUpgrade` \| \[`@x\/utils`\]\(\/docs\/1\.0\.0\/utils\/api\/functions\/isUpgrade\) \| removed \| 2\.0\.0 \|/);
  });

  it('links an export whose kind changed to its page of each version’s kind', async () => {
    const { markdown } = await run('<ApiChanges from="1.0.0" to="2.0.0" part="packages" />');
    expect(markdown).toContain('[`@x/utils`](/docs/1.0.0/utils/api/interfaces/Options) | [`@x/routing`](/docs/routing/api/type-aliases/Options)');
  });

  it('names each changed export with its pages in both versions, then lists its notes, the code in them as code', async () => {
    const { markdown, problems } = await run('<ApiChanges from="1.0.0" to="2.0.0" part="calls" />');
    expect(problems).toEqual([]);
    // 1.0.0's reference has no page for it: the release is named unlinked
    expect(markdown).toContain('**`client`** (`@x/rpc`: 1.0.0, [2.0.0](/docs/rpc/api/functions/client))\n\n* **2.0.0**: takes `{ transport }`');
  });

  it('reports a missing attribute or a release the history lacks, and writes nothing in its place', async () => {
    expect((await run('<ApiChanges from="1.0.0" part="calls" />')).problems[0]).toMatch(/needs from=/);
    const unknown = await run('<ApiChanges from="0.5.0" to="2.0.0" part="calls" />');
    expect(unknown.problems[0]).toMatch(/no release 0\.5\.0/);
    expect(unknown.markdown.trim()).toBe('');
  });
});
