import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { docsTrees, referencedPackages } from './docs-trees';

const root = mkdtempSync(path.join(tmpdir(), 'docs-trees-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('docsTrees', () => {
  it('runs the latest tree, then each archived version’s beside it', () => {
    const content = path.join(root, 'content');
    mkdirSync(path.join(content, 'versions/0.9.0/docs'), { recursive: true });
    mkdirSync(path.join(content, 'versions/0.15.0/docs'), { recursive: true });
    writeFileSync(path.join(content, 'versions/README.md'), 'not a version');
    expect(docsTrees(content)).toEqual([content, `${content}/versions/0.15.0`, `${content}/versions/0.9.0`]);
  });

  it('is the content folder alone before any version is archived', () => {
    const content = path.join(root, 'single');
    mkdirSync(content);
    expect(docsTrees(content)).toEqual([content]);
  });
});

describe('referencedPackages', () => {
  it('finds the sidebar’s API references at any depth', () => {
    const tree = path.join(root, 'tree');
    mkdirSync(tree);
    writeFileSync(
      path.join(tree, 'sidebar.yaml'),
      ['items:', '  - doc: introduction', '  - category: RPC', '    items:', '      - doc: rpc/introduction', '      - api: rpc', '  - api: routing', ''].join(
        '\n',
      ),
    );
    expect(referencedPackages(tree)).toEqual(['routing', 'rpc']);
  });
});
