import { outDir } from '@/lib/core/build-env';
import { settleFontPreloads } from '@/build-time/font-preload';

/** Export step: each page preloads the faces it draws with, and no other (build-time/font-preload.ts). */
const names = (pages: string[]) => (pages.length > 0 ? ` (${pages.map((page) => page.split('/').at(-1)).join(', ')})` : '');
try {
  const { pages, added, dropped } = settleFontPreloads(outDir());
  console.log(`Font preload: completed on ${added.length} of ${pages} pages${names(added)}; the code face left off ${dropped.length} pages without code`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
