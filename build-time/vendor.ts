import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { MERMAID_BROWSER_BUILD } from '@/lib/core/vendor-paths';

/** Found as Node finds the package, so a project copy without node_modules of its own (the scale bench) builds too. */
const MERMAID_DIST = join(dirname(createRequire(join(process.cwd(), 'package.json')).resolve('mermaid/package.json')), 'dist');

/**
 * mermaid's own browser build, copied into public/ so a diagram page loads it from the site like any
 * other file. Bundled instead, mermaid (with its layout engines) was the largest part of every docs
 * page's compile: `next dev` took three times as long to serve its first page. Left as it is when
 * every file is there already: `npm run dev` and a build beside it both write it, and a dev server
 * must not find it gone for a moment.
 */
export function writeVendorFiles(publicDir = 'public'): void {
  const target = join(publicDir, MERMAID_BROWSER_BUILD);
  const folder = dirname(target);
  const entry = join(MERMAID_DIST, 'mermaid.esm.min.mjs');
  if (!existsSync(entry)) throw new Error(`No ${entry}: has mermaid's package changed its build?`);
  // The entry imports its chunks from ./chunks/mermaid.esm.min/; source maps stay behind.
  const chunks = join(MERMAID_DIST, 'chunks', 'mermaid.esm.min');
  const copies = [
    [entry, target],
    ...readdirSync(chunks)
      .filter((file) => file.endsWith('.mjs'))
      .map((file) => [join(chunks, file), join(folder, 'chunks', 'mermaid.esm.min', file)]),
  ];
  const same = ([from, to]: string[]) => existsSync(to) && statSync(to).size === statSync(from).size;
  if (copies.every(same)) return;
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(join(folder, 'chunks', 'mermaid.esm.min'), { recursive: true });
  for (const [from, to] of copies) cpSync(from, to);
}
