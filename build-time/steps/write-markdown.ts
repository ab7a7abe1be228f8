import { outDir } from '@/lib/core/build-env';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { readSiteData } from '@/build-time/content/site-data-file';
import { formatDate } from '@/lib/core/dates';
import { docsVersions } from '@/lib/core/versions';
import { siteConfig } from '@/lib/site/site-config';
import { llmsFull, llmsIndex, llmsPath, markdownPages, pagesOfVersion } from '@/build-time/markdown';

/**
 * For readers who use AI tools: a `.md` twin beside every docs page and post
 * (`/docs/rpc/quick-start.md`), and `llms.txt` and `llms-full.txt` for each docs version: the
 * latest's at the root (with the posts, and links to the others'), an archived version's under its
 * docs (`/docs/1.0.0/llms.txt`). Written into the export after `next build`: a build step rather
 * than route handlers, since the App Router cannot serve `x.md` from the segment whose page is `x`,
 * nor a root catch-all beside `app/[page]`.
 */
const out = outDir();
const pages = markdownPages(readSiteData());
const write = (path: string, text: string) => {
  const file = join(out, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
};
for (const page of pages) write(`${page.url}.md`, page.markdown);
const versions = docsVersions(siteConfig.docs);
for (const version of versions) {
  const own = pagesOfVersion(pages, version);
  const head = version.latest
    ? {
        title: siteConfig.title,
        tagline: siteConfig.tagline,
        others: versions
          .filter((other) => !other.latest)
          .map((other) => ({ label: `${siteConfig.title} ${other.label}`, url: llmsPath(other, 'llms.txt'), released: formatDate(other.released) })),
      }
    : {
        title: `${siteConfig.title} ${version.label}`,
        tagline: `The docs of ${siteConfig.title} ${version.label}, released ${formatDate(version.released)}; the latest release's are at /llms.txt.`,
      };
  write(llmsPath(version, 'llms.txt'), llmsIndex(own, { ...head, full: llmsPath(version, 'llms-full.txt') }));
  write(llmsPath(version, 'llms-full.txt'), llmsFull(own));
}
console.log(`Markdown: ${pages.length} .md twins, llms.txt and llms-full.txt for ${versions.length} docs version(s) in ${out}/`);
