import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * contentlayer reports a post's date it cannot read as an "incompatible field", without saying
 * what it expects. When a generation fails, each such date is named once more with its line and
 * the form to write it in. Read from the posts themselves, not from contentlayer's report.
 */
const POSTS = 'blog';

export function dateHints(contentDir: string): string[] {
  let files: string[];
  try {
    files = readdirSync(join(contentDir, POSTS), { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.mdx'));
  } catch {
    return [];
  }
  return files.flatMap((name) => {
    const path = `${contentDir}/${POSTS}/${name}`;
    const lines = readFileSync(path, 'utf8').split('\n');
    if (lines[0]?.trim() !== '---') return [];
    for (let index = 1; index < lines.length && lines[index].trim() !== '---'; index += 1) {
      const value = /^date:\s*(.*)$/
        .exec(lines[index])?.[1]
        .trim()
        .replace(/^(['"])(.*)\1$/, '$2');
      if (value === undefined) continue;
      if (/^\d{4}-\d{2}-\d{2}\b/.test(value) && !Number.isNaN(Date.parse(value))) return [];
      return [`${path}:${index + 1}: date "${value}" is not a date: write it as YYYY-MM-DD, such as 2025-10-12.`];
    }
    return [];
  });
}
