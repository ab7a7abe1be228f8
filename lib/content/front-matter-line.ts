import { readFileSync } from 'node:fs';

/**
 * The line of a front matter field in a document's file (1-based), for a mistake found in its
 * value after contentlayer has read it; undefined when the file or the field is not there.
 */
export function frontMatterLine(sourcePath: string, field: string): number | undefined {
  let text: string;
  try {
    text = readFileSync(sourcePath, 'utf8');
  } catch {
    return undefined;
  }
  const lines = text.split('\n');
  if (lines[0]?.trim() !== '---') return undefined;
  for (let index = 1; index < lines.length && lines[index].trim() !== '---'; index += 1) {
    if (lines[index].startsWith(`${field}:`)) return index + 1;
  }
  return undefined;
}
