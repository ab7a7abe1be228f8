import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dateHints } from './date-hints';

const post = (date: string) => `---\ntitle: T\nslug: t\ndate: ${date}\nauthors: [a]\n---\n\nBody.\n`;

describe('a post’s date contentlayer cannot read', () => {
  it('is named with its line and the form to write it in; a date in that form is not', () => {
    const dir = mkdtempSync(join(tmpdir(), 'date-hints-'));
    mkdirSync(join(dir, 'blog'));
    writeFileSync(join(dir, 'blog', 'good.mdx'), post('2025-10-12'));
    writeFileSync(join(dir, 'blog', 'quoted.mdx'), post("'2025-10-12'"));
    writeFileSync(join(dir, 'blog', 'bad.mdx'), post('next tuesday'));
    writeFileSync(join(dir, 'blog', 'impossible.mdx'), post('2025-13-45'));
    expect(dateHints(dir).sort()).toEqual([
      `${dir}/blog/bad.mdx:4: date "next tuesday" is not a date: write it as YYYY-MM-DD, such as 2025-10-12.`,
      `${dir}/blog/impossible.mdx:4: date "2025-13-45" is not a date: write it as YYYY-MM-DD, such as 2025-10-12.`,
    ]);
  });
});
