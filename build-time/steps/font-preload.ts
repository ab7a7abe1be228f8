import { outDir } from '@/lib/core/build-env';
import { preloadFontsEverywhere } from '@/build-time/font-preload';

/** Export step: the pages Next exports without the font preload get it (build-time/font-preload.ts). */
try {
  const { pages, added } = preloadFontsEverywhere(outDir());
  console.log(
    `Font preload: added to ${added.length} of ${pages} pages${added.length > 0 ? ` (${added.map((page) => page.split('/').at(-1)).join(', ')})` : ''}`,
  );
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
