import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkContent, type CheckedDocument, type CheckedPost } from '../../content/checks';

const generated = process.env.LUMENIZE_GENERATED_DIR ?? '.contentlayer/generated';

function read<T>(type: string): T[] {
  try {
    return JSON.parse(readFileSync(join(generated, type, '_index.json'), 'utf8')) as T[];
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

const posts = read<CheckedPost>('Post');
const authorKeys = read<{ key: string }>('Author').map((a) => a.key);
const tagKeys = read<{ key: string }>('Tag').map((t) => t.key);
const pages = [
  ...read<CheckedDocument>('Doc'),
  ...read<{ _raw: { sourceFilePath: string }; url: string }>('Page').map((p) => ({ sourcePath: `content/${p._raw.sourceFilePath}`, url: p.url })),
];

const { errors, warnings } = checkContent({ posts, authorKeys, tagKeys, pages });
for (const warning of warnings) console.warn(`warning: ${warning}`);
for (const error of errors) console.error(`error: ${error}`);
if (errors.length > 0) process.exit(1);
console.log(`Content checked: ${posts.length} posts, ${pages.length} docs and pages.`);
