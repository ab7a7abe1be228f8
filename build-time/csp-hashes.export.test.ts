import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { describe, expect, it } from 'vitest';
import { checkScriptPolicy, exportPages } from './csp-hashes';

type Element = DefaultTreeAdapterMap['element'];

/** The two exports `npm test` builds before the export tier. */
const EXPORTS = ['out', 'out-fixture'].map((dir) => join(process.cwd(), dir));

describe('the exports', () => {
  for (const out of EXPORTS) {
    it(`every HTML page of ${out.slice(process.cwd().length + 1)}/ carries a policy that allows exactly its inline scripts by hash, before any script`, () => {
      expect(existsSync(out), `build first: no ${out}/`).toBe(true);
      const files = exportPages(out);
      // The not-found page and the search page are pages like the rest; they must be among them.
      expect(files.map((file) => file.slice(out.length))).toEqual(
        expect.arrayContaining([expect.stringMatching(/\/404\.html$/), expect.stringMatching(/\/search\.html$/)]),
      );
      expect(files.flatMap((file) => checkScriptPolicy(readFileSync(file, 'utf8'), file))).toEqual([]);
    });
  }

  it('a page whose head script changed by one character fails the check, which names the page and the script', () => {
    const file = join(EXPORTS[0], 'docs', 'introduction.html');
    const html = readFileSync(file, 'utf8');
    const head = parse(html, { sourceCodeLocationInfo: true }).childNodes.find((node): node is Element => 'tagName' in node && node.tagName === 'html')
      ?.childNodes[0] as Element;
    // The head script is the last inline script of the head (the loader of the scripts after load, when there is one, comes before it).
    const script = head.childNodes
      .filter((node): node is Element => 'tagName' in node && node.tagName === 'script' && !node.attrs.some((a) => a.name === 'src'))
      .at(-1);
    const start = script?.sourceCodeLocation?.startTag?.endOffset;
    if (start === undefined) throw new Error(`${file}: no inline script in the head`);
    const at = start + 5;
    const changed = html.slice(0, at) + (html[at] === 'x' ? 'y' : 'x') + html.slice(at + 1);
    const problems = checkScriptPolicy(changed, file);
    expect(problems).toHaveLength(2);
    expect(
      problems[0].startsWith(`${file}: the inline script of line 1 starting ${JSON.stringify(changed.slice(start, start + 40)).slice(0, -1)}`),
      problems[0],
    ).toBe(true);
    expect(problems[0]).toContain("has no hash in the page's policy");
    expect(problems[1]).toMatch(/which no inline script of the page has$/);
  });
});
