/**
 * `npm run version:cut -- <name>`: archives the latest docs version (scripts/version-cut/cut.ts)
 * of the content folder (`LUMENIZE_CONTENT_DIR`, else content/), dating its files from git.
 */
import { CONTENT_DIR } from '@/build-time/content/content-dir';
import { createLastUpdated } from '@/build-time/content/last-updated';
import { loadSiteConfig } from '@/build-time/content/site-config';
import { cutVersion, nextSteps } from './cut';

const [name] = process.argv.slice(2);
if (!name) {
  console.error('Usage: npm run version:cut -- <name of the latest version>, such as 0.9.0');
  process.exit(1);
}
try {
  const config = await loadSiteConfig();
  const copied = cutVersion({ contentDir: CONTENT_DIR, config, name }, createLastUpdated(process.cwd()));
  console.log(`Copied ${copied.length} files.\n${nextSteps(CONTENT_DIR, name)}`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
