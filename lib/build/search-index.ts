import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { close, createIndex } from 'pagefind';
import { plainHtml } from '@/lib/content/outputs';
import { plainContent } from '@/lib/content/page-content';
import type { SitePage } from '@/lib/content/page-model';

/** The public folder's search index: `next build` copies it into the export, `next dev` serves it. */
export const SEARCH_INDEX_DIR = 'public/pagefind';

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * A page as Pagefind reads it: title, section and kind as metadata and filter, then the page's
 * content with the heading ids the page has, so a result can link under its heading. The section
 * sits in an attribute of its own because Pagefind's `key:value` form splits at commas.
 */
export function searchDocument(page: SitePage, content: string): string {
  const title = escape(page.title ?? '');
  const section = escape(page.search?.section ?? '');
  return (
    `<!doctype html><html lang="en"><head><title>${title}</title></head><body>` +
    `<main data-pagefind-body data-pagefind-filter="kind:${page.search?.kind ?? ''}" data-pagefind-meta="section[data-search-section]" data-search-section="${section}">` +
    `<h1 data-pagefind-meta="title">${title}</h1>${content}</main></body></html>`
  );
}

/**
 * Full-text search over every docs page and post, indexed from their compiled content (the same
 * in `npm run build` and `npm run dev`). The dialog loads the index only when it first opens.
 */
export async function writeSearchIndex(pages: SitePage[], outputPath = SEARCH_INDEX_DIR): Promise<number> {
  const { index, errors } = await createIndex({ forceLanguage: 'en' });
  if (!index) throw new Error(`Search index: Pagefind did not start: ${errors.join('; ')}`);
  try {
    let count = 0;
    for (const page of pages) {
      if (!page.search) continue;
      const content = plainContent(page, { resolveUrl: (path) => path });
      if (!content) continue;
      const added = await index.addHTMLFile({ url: page.url, content: searchDocument(page, plainHtml(content)) });
      if (added.errors.length > 0) throw new Error(`Search index: ${page.url}: ${added.errors.join('; ')}`);
      count += 1;
    }
    rmSync(outputPath, { recursive: true, force: true });
    const written = await index.writeFiles({ outputPath });
    if (written.errors.length > 0) throw new Error(`Search index: ${written.errors.join('; ')}`);
    // Pagefind's ready-made interfaces ship beside the index; the dialog is our own.
    for (const file of readdirSync(outputPath)) {
      if (/^pagefind-(ui|modular-ui|component-ui|highlight)\./.test(file)) rmSync(join(outputPath, file));
    }
    return count;
  } finally {
    await close();
  }
}
