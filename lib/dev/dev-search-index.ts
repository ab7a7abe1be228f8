import { rmSync } from 'node:fs';
import { close, createIndex } from 'pagefind';
import { markdownPages } from '../site/markdown-pages';
import { devRecords } from '../build/search/dev-records';

/**
 * The live preview's search index (issue 8), written to public/pagefind/ where `next dev` serves
 * it. lib/dev/dev.ts runs this again whenever contentlayer rewrites the content.
 */
const outputPath = process.env.LUMENIZE_DEV_SEARCH_DIR ?? 'public/pagefind';

async function main() {
  const { index, errors } = await createIndex({ forceLanguage: 'en' });
  if (!index) throw new Error(`Search index: Pagefind did not start: ${errors.join('; ')}`);
  const records = devRecords(markdownPages());
  for (const record of records) {
    const added = await index.addCustomRecord(record);
    if (added.errors.length > 0) throw new Error(`Search index: ${record.url}: ${added.errors.join('; ')}`);
  }
  rmSync(outputPath, { recursive: true, force: true });
  const written = await index.writeFiles({ outputPath });
  if (written.errors.length > 0) throw new Error(`Search index: ${written.errors.join('; ')}`);
  await close();
  console.log(`Search (dev): ${records.length} pages indexed into ${outputPath}/`);
}

main().catch(async (error: Error) => {
  console.error(error.message);
  await close();
  process.exit(1);
});
