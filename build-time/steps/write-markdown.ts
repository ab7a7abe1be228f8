import { outDir } from '@/lib/core/build-env';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { readSiteData } from '@/build-time/content/site-data-file';
import { siteConfig } from '@/lib/site/site-config';
import { llmsFull, llmsIndex, markdownPages } from '@/build-time/markdown';

/**
 * For readers who use AI tools: a `.md` twin beside every docs page and post
 * (`/docs/rpc/quick-start.md`), `/llms.txt` and `/llms-full.txt`, written into the export after
 * `next build`. A build step rather than route handlers: the App Router cannot serve `x.md`
 * from the segment whose page is `x`, nor a root catch-all beside `app/[page]`.
 */
const out = outDir();
const pages = markdownPages(readSiteData());
const write = (path: string, text: string) => {
  const file = join(out, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
};
for (const page of pages) write(`${page.url}.md`, page.markdown);
write('llms.txt', llmsIndex(pages, { title: siteConfig.title, tagline: siteConfig.tagline }));
write('llms-full.txt', llmsFull(pages));
console.log(`Markdown: ${pages.length} .md twins, llms.txt and llms-full.txt in ${out}/`);
