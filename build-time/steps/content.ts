import { buildSiteData } from '@/build-time/content/site-data';
import { writeSearchIndex } from '@/build-time/search-index';
import { writeVendorFiles } from '@/build-time/vendor';

/**
 * The content step: contentlayer's generation (the schema checks and the one compile of every
 * document), then the page model and sidebar tree the site reads, and the search index and
 * mermaid's browser build, which `next build` copies into the export. Bad content stops the build
 * here, naming the file and the field. The generation's documents are let go once the model is
 * written: the search index reads each page's tree from its file.
 */
async function main() {
  const data = await buildSiteData();
  const started = performance.now();
  const indexed = await writeSearchIndex(data.pages);
  writeVendorFiles();
  console.log(`Search index: ${indexed} pages, in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
