import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { close, createIndex, type PagefindIndex } from 'pagefind';
import { pagesToIndex } from '../search/index-files';

/**
 * Full-text search (issue 8): Pagefind indexes the built export's docs pages and posts into
 * `out/pagefind/`, which the search dialog loads when it first opens. No server takes part.
 * `npm run dev` has no export; lib/dev/dev-search-index.ts indexes the content there instead.
 */
const out = process.env.LUMENIZE_OUT_DIR ?? 'out';

async function main() {
  const started = performance.now();
  const { index, errors } = await createIndex({ forceLanguage: 'en' });
  if (!index) throw new Error(`Search index: Pagefind did not start: ${errors.join('; ')}`);
  const pages = pagesToIndex(out);
  if (pages.length === 0) throw new Error(`Search index: no page in ${out}/ marks a part to index (data-pagefind-body).`);
  await addAll(index, pages);
  // A copy of a dev index may have come along from public/; the export's own replaces it.
  const outputPath = join(out, 'pagefind');
  rmSync(outputPath, { recursive: true, force: true });
  const written = await index.writeFiles({ outputPath });
  if (written.errors.length > 0) throw new Error(`Search index: ${written.errors.join('; ')}`);
  // Pagefind's ready-made interfaces ship beside the index; the dialog is our own.
  for (const file of readdirSync(outputPath)) {
    if (/^pagefind-(ui|modular-ui|component-ui|highlight)\./.test(file)) rmSync(join(outputPath, file));
  }
  await close();
  console.log(`Search: ${pages.length} pages indexed into ${outputPath}/ in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

async function addAll(index: PagefindIndex, pages: ReturnType<typeof pagesToIndex>) {
  for (const page of pages) {
    const { errors } = await index.addHTMLFile({ url: page.url, content: page.content });
    if (errors.length > 0) throw new Error(`Search index: ${page.url}: ${errors.join('; ')}`);
  }
}

main().catch(async (error: Error) => {
  console.error(error.message);
  await close();
  process.exit(1);
});
