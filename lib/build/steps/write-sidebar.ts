import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { getSidebar } from '../../site/sidebar';
import { SIDEBAR_MODULE_PATH } from '../../site/sidebar-module-path';

/**
 * Writes the docs sidebar tree to the JSON module the sidebar's client component imports
 * (lib/site/sidebar-tree.ts). Built once into a shared script instead of passed as props, the tree
 * travels once per visit instead of in every docs page's data (issue 7, scale). Runs after
 * contentlayer in the build, and again in `npm run dev` whenever the content changes.
 */
const json = `${JSON.stringify(getSidebar())}\n`;
let previous: string | undefined;
try {
  previous = readFileSync(SIDEBAR_MODULE_PATH, 'utf8');
} catch {
  previous = undefined;
}
// Rewriting an unchanged file would make `next dev` reload every docs page for nothing.
if (previous !== json) {
  mkdirSync(dirname(SIDEBAR_MODULE_PATH), { recursive: true });
  writeFileSync(SIDEBAR_MODULE_PATH, json);
}
console.log(`Sidebar: ${SIDEBAR_MODULE_PATH}${previous === json ? ' unchanged' : ' written'}.`);
