import { generateContent } from '@/build-time/content/contentlayer';
import { writeSiteConfig, writeSiteData } from '@/build-time/content/site-data';
import type { SiteConfig } from '@/lib/core/site-config';
import type { SiteData } from '@/lib/core/page';
import { writeSearchIndex } from '@/build-time/search-index';
import { writeVendorFiles } from '@/build-time/vendor';

/**
 * The content step: contentlayer's generation (the schema checks and the one compile of every
 * document), then the page model and sidebar tree the site reads, and the search index and
 * mermaid's browser build, which `next build` copies into the export. Bad content stops the build
 * here, naming the file and the field.
 */
async function main() {
  const config = await writeSiteConfig();
  const data = await generatedSiteData(config);
  const started = performance.now();
  for (const warning of data.warnings) console.warn(`warning: ${warning}`);
  const indexed = await writeSearchIndex(data.pages);
  writeVendorFiles();
  console.log(`Search index: ${indexed} pages, in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/** The generation's documents are let go once the model is written: the search index reads each page's tree from its file. */
async function generatedSiteData(config: SiteConfig): Promise<SiteData> {
  let started = performance.now();
  const generation = await generateContent();
  if (!generation.ok) throw new Error(generation.report);
  const count = Object.values(generation.documents).reduce((total, list) => total + list.length, 0);
  console.log(`contentlayer: ${count} documents in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  started = performance.now();
  const data = await writeSiteData(config, generation.documents);
  console.log(`Content: ${data.pages.length} pages in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return data;
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
