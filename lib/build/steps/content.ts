import { writeSiteConfig, writeSiteData } from '@/lib/content/site-data';
import { writeSearchIndex } from '@/lib/build/search-index';
import { writeVendorFiles } from '@/lib/build/vendor';

/**
 * The content step, after contentlayer: the page model and sidebar tree the site reads, and the
 * search index and mermaid's browser build, which `next build` copies into the export. Bad content stops the build here, naming
 * the file and the field.
 */
async function main() {
  const started = performance.now();
  const data = writeSiteData(await writeSiteConfig());
  for (const warning of data.warnings) console.warn(`warning: ${warning}`);
  const indexed = await writeSearchIndex(data.pages);
  writeVendorFiles();
  console.log(`Content: ${data.pages.length} pages, ${indexed} indexed for search, in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
