import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { loadSiteConfig } from './site-config';
import { ContentProblems } from '@/lib/core/problems';
import { GENERATED_DIRS, generatedDir, GENERATED_FILES } from '@/lib/core/generated';
import type { SiteData, SiteDataError } from '@/lib/core/page';
import type { SiteConfig } from '@/lib/core/site-config';

/**
 * The content step's output, apart from the step itself (site-data.ts), whose compilers take
 * seconds to load: the files it writes for the site after every content build (and after every
 * edit in `npm run dev`, into its own folder: lib/core/generated.ts), namely the page model that
 * pages and route handlers read (each version's sidebar tree among it) or the report that stands
 * in its place, and the site's configuration once it has passed its check; and what it reports of
 * an error. `npm run dev` writes the configuration and starts `next dev` with this module alone,
 * and the build's later steps and tools read the model through it, loading nothing of contentlayer.
 */
const generated = (name: keyof typeof GENERATED_FILES) => join(generatedDir(), GENERATED_FILES[name]);

/** Writes `file` only when its text changes, so `next dev` does not reload pages for nothing. */
function writeIfChanged(file: string, text: string): boolean {
  let previous: string | undefined;
  try {
    previous = readFileSync(file, 'utf8');
  } catch {
    previous = undefined;
  }
  if (previous === text) return false;
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
  return true;
}

/** Loads the site's configuration from the content folder, checks it and writes it where the site imports it. */
export async function writeSiteConfig(): Promise<SiteConfig> {
  const config = await loadSiteConfig();
  writeIfChanged(generated('siteConfig'), `${JSON.stringify(config)}\n`);
  return config;
}

/** Writes the page model where the site imports it. */
export function writeSiteDataFile(data: SiteData): void {
  writeIfChanged(generated('siteData'), `${JSON.stringify(data)}\n`);
}

/** Puts a report where the model goes: every page then shows it. */
export function writeSiteDataError(message: string): void {
  const failure: SiteDataError = { error: message };
  writeIfChanged(generated('siteData'), `${JSON.stringify(failure)}\n`);
}

/** The files the site imports, as they must exist before `next dev` compiles its first page. */
export function siteDataWritten(): boolean {
  return existsSync(generated('siteData')) && existsSync(generated('siteConfig'));
}

/**
 * What the terminal and the pages show for an error the content step met: a writer's mistake as
 * its report, in the writer's words; anything else is a fault of the site's own code, shown with
 * its stack. The site configuration's check throws its own error, the writer's too.
 */
export function reportOf(error: Error): string {
  return error instanceof ContentProblems || error.name === 'SiteConfigError' ? error.message : (error.stack ?? String(error));
}

/** Where the build's content step writes the page model, which the site imports. */
const SITE_DATA_FILE = join(GENERATED_DIRS.build, GENERATED_FILES.siteData);

/**
 * The page model the build's last content step wrote, read when called (a build may just have
 * rewritten it), for the build steps and tools that run beside the site. Throws, naming the file,
 * when there is none or it holds a content mistake instead.
 */
export function readSiteData(): SiteData {
  if (!existsSync(SITE_DATA_FILE)) throw new Error(`${SITE_DATA_FILE}: not found; run \`npm run build\` first.`);
  const data = JSON.parse(readFileSync(SITE_DATA_FILE, 'utf8')) as SiteData | SiteDataError;
  if ('error' in data) throw new Error(`${SITE_DATA_FILE}: the content step failed: ${data.error}`);
  return data;
}
