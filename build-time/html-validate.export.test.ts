import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';
import { expect, it } from 'vitest';
import { filesUnder } from './files';

const OUT = join(process.cwd(), 'out');

it('every page of the export is valid HTML (html-validate, recommended rules)', async () => {
  expect(statSync(OUT, { throwIfNoEntry: false })?.isDirectory(), 'build first: no out/').toBe(true);
  const validator = new HtmlValidate(new FileSystemConfigLoader());
  const files = filesUnder(OUT).filter((file) => file.endsWith('.html'));
  // Every page the sitemap lists is among them (`/x` is written as x.html, the home page as index.html).
  const listed = [...readFileSync(join(OUT, 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc).pathname);
  expect(listed.length, 'pages in the sitemap').toBeGreaterThan(0);
  expect(files).toEqual(expect.arrayContaining(listed.map((path) => join(OUT, path === '/' ? 'index.html' : `${path}.html`))));
  const problems: string[] = [];
  for (const file of files) {
    const report = await validator.validateFile(file);
    for (const result of report.results) {
      for (const message of result.messages) {
        problems.push(`${file.slice(OUT.length)}:${message.line}:${message.column} ${message.ruleId}: ${message.message}`);
      }
    }
  }
  expect(problems).toEqual([]);
});
