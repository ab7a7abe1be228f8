import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { close, createIndex } from 'pagefind';
import { afterAll, describe, expect, it } from 'vitest';
import { indexIsWhole } from './search-index';

const dir = mkdtempSync(join(tmpdir(), 'search-index-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function writeIndex(outputPath: string) {
  const { index } = await createIndex({ forceLanguage: 'en' });
  await index!.addHTMLFile({
    url: '/docs/a',
    content: '<html lang="en"><body><main data-pagefind-body><h1>Alarms</h1><p>Set an alarm.</p></main></body></html>',
  });
  await index!.writeFiles({ outputPath });
  await close();
}

describe('the search index check', () => {
  it('finds an index Pagefind wrote whole, and one left with an empty entry file or without its metadata', async () => {
    const outputPath = join(dir, 'pagefind');
    await writeIndex(outputPath);
    expect(indexIsWhole(outputPath)).toBe(true);

    const meta = readdirSync(outputPath).find((file) => file.endsWith('.pf_meta'))!;
    rmSync(join(outputPath, meta));
    expect(indexIsWhole(outputPath)).toBe(false);

    await writeIndex(outputPath);
    writeFileSync(join(outputPath, 'pagefind-entry.json'), '');
    expect(indexIsWhole(outputPath)).toBe(false);
  });
});
