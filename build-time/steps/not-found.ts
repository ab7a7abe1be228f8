import { outDir } from '@/lib/core/build-env';
import { BASE_PATH } from '@/lib/core/base-path';
import { readSiteData } from '@/build-time/content/site-data-file';
import { writeNotFoundScripts } from '@/build-time/not-found';

/** Export step: the not-found pages get the script that suggests the nearest page (build-time/not-found.ts). */
try {
  const written = writeNotFoundScripts(outDir(), readSiteData().pages, BASE_PATH);
  if (written.length === 0) throw new Error(`Not-found pages: no page of ${outDir()}/ has the not-found script element to write into`);
  console.log(`Not-found pages: the nearest-page script in ${written.map((page) => page.split('/').at(-1)).join(', ')}`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
