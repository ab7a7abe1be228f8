import { buildSiteData } from '@/build-time/content/site-data';
import { reportOf } from '@/build-time/content/site-data-file';
import { writeVendorFiles } from '@/build-time/vendor';

/**
 * The content step: contentlayer's generation (the schema checks and the one compile of every
 * document), then the page model and sidebar tree the site reads, and mermaid's browser build,
 * which `next build` copies into the export. Bad content stops the build here, every mistake of
 * every kind named at once, at its file and line; a fault of the site's own code, with its stack.
 */
async function main() {
  await buildSiteData();
  writeVendorFiles();
}

main().catch((error: Error) => {
  console.error(reportOf(error));
  process.exit(1);
});
