import { join } from 'node:path';
import { outDir } from '@/lib/core/build-env';
import { readSiteData } from '@/build-time/content/site-data-file';
import { writeSearchIndex } from '@/build-time/search-index';

/**
 * The search index, written into the export after `next build`, from the model the build's content
 * step wrote: never into public/, where `npm run dev` keeps the index of what a writer has open, so
 * a build beside a dev server neither changes that index nor ships it. `next build` copies public/
 * into the export; the index found there is replaced.
 */
const started = performance.now();
const outputPath = join(outDir(), 'pagefind');
const indexed = await writeSearchIndex(readSiteData().pages, outputPath);
console.log(`Search index: ${indexed} pages in ${outputPath}/, in ${((performance.now() - started) / 1000).toFixed(1)} s`);
