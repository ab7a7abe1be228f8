import { readFileSync } from 'node:fs';
import type { Root } from 'hast';
import { unified } from 'unified';
import { removePosition } from 'unist-util-remove-position';
import { describe, expect, it } from 'vitest';
import { compileDocument } from '@/build-time/content/compile/compile';
import { readTree } from './compiled-tree';

/** A document with every kind of node the compile makes: code with a title and marked lines, tabs, an admonition, a table. */
const SOURCE = [
  '## Set up',
  '',
  'Call `connect()` [here](/docs/introduction).',
  '',
  '```ts title="src/worker.ts" {2}',
  "import { routeDORequest } from '@lumenize/utils';",
  'export default { fetch: (request: Request, env: Env) => routeDORequest(request, env) };',
  '```',
  '',
  '<Tabs groupId="pm">',
  '<Tab label="npm">',
  '',
  '```bash',
  '$ npm install @lumenize/rpc',
  '```',
  '',
  '</Tab>',
  '</Tabs>',
  '',
  ':::tip[Careful]',
  'Mind the **gap**.',
  ':::',
  '',
  '| a | b |',
  '| - | - |',
  '| 1 | 2 |',
  '',
].join('\n');

async function compiled(source: string) {
  const processor = compileDocument(unified());
  const tree = (await processor.run(processor.parse(source))) as Root;
  removePosition(tree, { force: true });
  return { tree, stored: String(processor.stringify(tree)) };
}

describe('the stored compiled document', () => {
  it('reads back as the very tree the compile made', async () => {
    const { tree, stored } = await compiled(SOURCE);
    expect(readTree(stored)).toEqual(JSON.parse(JSON.stringify(tree)));
  });

  it('stores a code-heavy page in a fraction of the space of plain tree JSON', async () => {
    // Cut to the 90 columns the compile allows a line of code.
    const source = readFileSync('scripts/bench/synthetic-docs.ts', 'utf8')
      .split('\n')
      .map((line) => line.slice(0, 90))
      .join('\n');
    const { tree, stored } = await compiled(['```ts', source, '```', ''].join('\n'));
    expect(stored.length).toBeLessThan(JSON.stringify(tree).length / 4);
  });
});
