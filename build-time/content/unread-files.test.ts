import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { unreadFiles, type Documents } from './contentlayer';

describe('the files of the content folder a generation has no document of', () => {
  it('are the files contentlayer failed to read; the site config, the API declarations and dotfiles are not documents', () => {
    const dir = mkdtempSync(join(tmpdir(), 'unread-'));
    for (const folder of ['docs/rpc', 'blog', 'api/kit', '.git']) mkdirSync(join(dir, folder), { recursive: true });
    for (const file of ['docs/intro.mdx', 'docs/rpc/broken.mdx', 'blog/post.mdx', 'sidebar.yaml', 'site.config.ts', 'api/kit/index.d.ts', '.git/HEAD']) {
      writeFileSync(join(dir, file), '');
    }
    const read = (...paths: string[]) => paths.map((path) => ({ _raw: { sourceFilePath: path } }));
    const documents = {
      Doc: read('docs/intro.mdx'),
      Page: [],
      Post: read('blog/post.mdx'),
      Author: [],
      Tag: [],
      Sidebar: read('sidebar.yaml'),
    } as unknown as Documents;
    expect(unreadFiles(documents, dir)).toEqual(['docs/rpc/broken.mdx']);
  });
});
