import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import * as core from '@contentlayer2/core';
import { unknownToAbsolutePosixFilePath } from '@contentlayer2/utils';
import { pipe, T } from '@contentlayer2/utils/effect';
import { generateContent, watchContent, type Generation } from './contentlayer';
import { tapGenerations } from './contentlayer-hop';

const ROOT = resolve(__dirname, '../..');
const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/**
 * A project of its own for contentlayer (its .contentlayer/ goes there, not into the repository's),
 * with a schema as strict as the site's on one document type: a doc needs its title.
 */
const CONFIG = `
import { defineDocumentType, makeSource } from 'contentlayer2/source-files';

const Doc = defineDocumentType(() => ({
  name: 'Doc',
  filePathPattern: 'docs/**/*.mdx',
  contentType: 'markdown',
  fields: { title: { type: 'string', required: true } },
}));

export default makeSource({
  contentDirPath: 'content',
  documentTypes: [Doc],
  onUnknownDocuments: 'fail',
  onMissingOrIncompatibleData: 'fail',
  onExtraFieldData: 'fail',
  disableImportAliasWarning: true,
});
`;

function makeProject(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'lumenize-contentlayer-'));
  made.push(dir);
  writeFileSync(join(dir, 'contentlayer.config.ts'), CONFIG);
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
  mkdirSync(join(dir, 'content', 'docs'), { recursive: true });
  for (const [path, text] of Object.entries(files)) writeFileSync(join(dir, 'content', path), text);
  return dir;
}

const doc = (front: string) => `---\n${front}\n---\n\nSome text.\n`;
const titles = (generation: Generation) => (generation.ok ? generation.documents.Doc.map((document) => document.title) : generation.report);
const report = (generation: Generation) => (generation.ok ? '' : generation.report);

/**
 * One generation of `dir` with the tap of ./contentlayer-hop.ts on it: what it noted of the
 * source's data and of contentlayer's console.
 */
async function tapped(dir: string) {
  const tap = tapGenerations();
  await pipe(
    core.getConfig({}),
    T.chain((config) => core.generateDotpkg({ config: tap.noting(config), verbose: false })),
    T.either,
    tap.console,
    core.runMain({ tracingServiceName: 'test', verbose: false, customCwd: unknownToAbsolutePosixFilePath(dir) }),
  );
  return { documents: tap.documents(), written: tap.written().join('\n') };
}

describe("contentlayer's internals the content step reads, where this version keeps them", () => {
  it("a generation's documents, each with its type, in the source's data; a failure's report on its console", async () => {
    const good = await tapped(makeProject({ 'docs/b.mdx': doc('title: B'), 'docs/a.mdx': doc('title: A') }));
    expect(good.documents?.map(({ typeName, document }) => [typeName, document._id, document.title])).toEqual([
      ['Doc', 'docs/a.mdx', 'A'],
      ['Doc', 'docs/b.mdx', 'B'],
    ]);

    const broken = await tapped(makeProject({ 'docs/a.mdx': doc('titel: A') }));
    expect(broken.written).toMatch(/"docs\/a\.mdx" \(of type "Doc"\) is missing the following required fields:\s+• title: string/);
  });
});

describe('contentlayer, run through its API', () => {
  it('a build hands over every document, or fails with a report naming the file and the field', async () => {
    const good = await generateContent({ cwd: makeProject({ 'docs/a.mdx': doc('title: A'), 'docs/b.mdx': doc('title: B') }) });
    expect(titles(good)).toEqual(['A', 'B']);

    const broken = await generateContent({ cwd: makeProject({ 'docs/a.mdx': doc('title: A'), 'docs/b.mdx': doc('titel: B') }) });
    expect(broken.ok).toBe(false);
    expect(report(broken)).toMatch(/"docs\/b\.mdx" \(of type "Doc"\) is missing the following required fields:\s+• title: string/);
    expect(report(broken)).not.toContain('docs/a.mdx');
  });

  it('in dev, an edit that breaks a document yields a failure naming the file and the field, and its fix a success', async () => {
    const dir = makeProject({ 'docs/a.mdx': doc('title: A') });
    const arrived: Generation[] = [];
    let stop = () => {};
    const stopped = new Promise<void>((resolveStop) => (stop = resolveStop));
    const watching = watchContent((generation) => arrived.push(generation), { cwd: dir, stop: stopped });
    const pause = (ms: number) => new Promise((wait) => setTimeout(wait, ms));
    /**
     * Saves `text` and returns the generation it brings. contentlayer's watcher (chokidar) may
     * still be reading the folder when the first generation arrives, and a save before it is ready
     * goes unseen, as it would in `npm run dev` saved within a second of starting: so the save
     * is made again while no generation follows it, within three seconds each time.
     */
    const save = async (text: string) => {
      for (let attempt = 0; attempt < 5; attempt++) {
        const before = arrived.length;
        writeFileSync(join(dir, 'content/docs/a.mdx'), text);
        for (let waited = 0; waited < 3000 && arrived.length === before; waited += 50) await pause(50);
        if (arrived.length > before) {
          // Every generation of this save, when it was made more than once, holds the same content.
          await pause(500);
          return arrived.at(-1)!;
        }
      }
      throw new Error('no generation followed five saves');
    };
    try {
      while (arrived.length === 0) await pause(50);
      expect(titles(arrived[0])).toEqual(['A']);

      const broken = await save(doc('description: A title went missing'));
      expect(broken.ok).toBe(false);
      expect(report(broken)).toMatch(/"docs\/a\.mdx" \(of type "Doc"\) is missing the following required fields:\s+• title: string/);

      expect(titles(await save(doc('title: A again')))).toEqual(['A again']);
    } finally {
      stop();
      await watching;
    }
  });

  it('in dev, files saved in quick succession end in a success with what they hold last', async () => {
    const dir = makeProject({ 'docs/a.mdx': doc('title: A'), 'docs/b.mdx': doc('title: B'), 'docs/c.mdx': doc('title: C') });
    const arrived: Generation[] = [];
    let stop = () => {};
    const stopped = new Promise<void>((resolveStop) => (stop = resolveStop));
    const watching = watchContent((generation) => arrived.push(generation), { cwd: dir, stop: stopped });
    const settled = async () => {
      // Until no generation has come for a second and a half.
      for (let seen = -1; seen !== arrived.length;) {
        seen = arrived.length;
        await new Promise((wait) => setTimeout(wait, 1500));
      }
      return arrived.at(-1)!;
    };
    try {
      expect(titles(await settled())).toEqual(['A', 'B', 'C']);
      for (const round of [1, 2]) {
        for (const name of ['a', 'b', 'c']) writeFileSync(join(dir, `content/docs/${name}.mdx`), doc(`title: ${name.toUpperCase()}${round}`));
        expect(titles(await settled())).toEqual([`A${round}`, `B${round}`, `C${round}`]);
      }
    } finally {
      stop();
      await watching;
    }
  });
});
