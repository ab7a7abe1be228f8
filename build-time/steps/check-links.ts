import { outDir } from '@/lib/core/build-env';
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { filesUnder } from '@/build-time/files';
import { checkLinks, type ExportFile } from '@/build-time/link-check';
import { siteConfig } from '@/lib/site/site-config';
import { BASE_PATH } from '@/lib/core/base-path';

const root = outDir();

const files: ExportFile[] = filesUnder(root).map((path) => {
  const rel = relative(root, path).split('\\').join('/');
  // Only pages and feeds are read; other files just need to exist.
  return { path: rel, content: /\.(html|xml)$/.test(rel) ? readFileSync(path, 'utf8') : '' };
});

const report = checkLinks(files, siteConfig.url, BASE_PATH);
for (const warning of report.warnings) console.warn(`warning: ${warning}`);
for (const error of report.errors) console.error(`error: ${error}`);
console.log(
  `Links checked: ${report.linksChecked} links on ${report.pagesChecked} pages and feeds; ${report.errors.length} broken, ${report.warnings.length} warnings.`,
);
if (report.errors.length > 0) process.exit(1);
