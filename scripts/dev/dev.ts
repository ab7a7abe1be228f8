import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, watch } from 'node:fs';
import { sep } from 'node:path';
import { unreadFiles, watchContent, type Documents } from '@/build-time/content/contentlayer';
import { createLastUpdated, withArchivedDates } from '@/build-time/content/last-updated';
import { CONTENT_DIR, NOT_DOCUMENTS, SITE_CONFIG_NAME } from '@/build-time/content/content-dir';
import { isNotDocument } from '@/build-time/content/version-layout';
import { SIDEBARS_DIR } from '@/build-time/content/site-data-file';
import { SITE_CONFIG_FILE, siteDataWritten, writeSiteConfig, writeSiteData, writeSiteDataError } from '@/build-time/content/site-data';
import type { SiteConfig } from '@/lib/core/site-config';
import { bin } from '@/build-time/run';
import { writeSearchIndex } from '@/build-time/search-index';
import { writeVendorFiles } from '@/build-time/vendor';
import type { SitePage } from '@/lib/core/page';

/**
 * `npm run dev`, the writers' live preview: contentlayer watches content/ in this process (its
 * API's dev mode, build-time/content/contentlayer.ts) and `next dev` serves the site. After every
 * contentlayer generation the content step runs again on its documents (page model, sidebar tree,
 * search index); `next dev` sees the rewritten model and updates the open page by itself. When a
 * generation fails, contentlayer's report of it (file and field) takes the model's place, so the
 * open page shows it until the file is fixed.
 */
const port = process.env.PORT ?? '3000';
const children: ChildProcess[] = [];

const stop = (code = 0) => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
};
process.on('SIGINT', () => stop());
process.on('SIGTERM', () => stop());

/**
 * `next dev` starts at once, beside contentlayer: its first compile takes longer than the first
 * generation. On a fresh checkout the model is not there yet, so a stand-in says so until it is.
 */
if (!siteDataWritten()) {
  writeSiteDataError('The content is being built; this page shows it as soon as it is ready.');
  mkdirSync(SIDEBARS_DIR, { recursive: true });
}
/**
 * Loads the site's config and writes it for the pages, or gives the report of its mistake. It runs
 * when the session starts and when the file changes, not at every content step: an edit of a doc
 * does not wait for it.
 */
async function loadConfig(): Promise<SiteConfig | { mistake: string }> {
  try {
    return await writeSiteConfig();
  } catch (error) {
    return { mistake: (error as Error).message };
  }
}

/**
 * Every page imports the config, so it is written before `next dev` compiles one. A mistake in it
 * shows in the page like a content mistake, over the last config that passed its check; with no
 * such config (a fresh checkout) there is no site to show it in.
 */
let config = await loadConfig();
if ('mistake' in config) {
  if (!existsSync(SITE_CONFIG_FILE)) {
    console.error(config.mistake);
    process.exit(1);
  }
  writeSiteDataError(config.mistake);
}
writeVendorFiles();
// Next's telemetry notice is noise in a writer's terminal, and nothing here should phone home.
children.push(
  spawn(bin('next'), ['dev', '--port', port], { stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } }).on('exit', (code) =>
    stop(code ?? 0),
  ),
);

/** Git's history does not change while a writer edits, so it is read once for the whole session. */
const lastUpdated = withArchivedDates(createLastUpdated(process.cwd()));

/**
 * The search index follows the page: it is written once edits have paused for a moment, so that
 * Pagefind's work (a few hundred ms of CPU) does not compete with next dev re-rendering the open
 * page on this two-core machine. The first index is written at once.
 */
const INDEX_AFTER_MS = 1500;
let indexing: Promise<void> = Promise.resolve();
let indexTimer: NodeJS.Timeout | undefined;
let indexed = false;

function indexSoon(pages: SitePage[]) {
  clearTimeout(indexTimer);
  const write = () => {
    indexed = true;
    indexing = indexing.then(() =>
      writeSearchIndex(pages).then(
        () => undefined,
        (error: Error) => console.error(error.message),
      ),
    );
  };
  if (indexed) indexTimer = setTimeout(write, INDEX_AFTER_MS);
  else write();
}

/** The warnings of the last content step. */
let warned = new Set<string>();

/**
 * Content steps run one after another, each to the end: the last edit's model is the one that
 * stays, and no step writes over the files of a later one.
 */
let contentSteps: Promise<void> = Promise.resolve();

/** The content step on a generation's documents (none while contentlayer's last generation failed), after any step still running. */
function contentStep(documents: Documents | undefined) {
  contentSteps = contentSteps.then(() => runContentStep(documents));
}

async function runContentStep(documents: Documents | undefined) {
  if ('mistake' in config) {
    console.error(config.mistake);
    writeSiteDataError(config.mistake);
    return;
  }
  if (!documents) return;
  const started = performance.now();
  try {
    const data = await writeSiteData(config, documents, lastUpdated);
    // A warning is printed when it appears, not again at every save while it stays (the page lists them all).
    for (const warning of data.warnings) if (!warned.has(warning)) console.warn(`warning: ${warning}`);
    warned = new Set(data.warnings);
    console.log(`Content: ${data.pages.length} pages in ${Math.round(performance.now() - started)} ms`);
    indexSoon(data.pages);
  } catch (error) {
    console.error((error as Error).message);
  }
}

/** The documents of contentlayer's last generation, unless it failed: without them the model cannot be built. */
let generated: Documents | undefined;

/**
 * contentlayer does not watch the site's config (contentlayer.config.ts leaves it out), so an edit
 * of it is seen from here, once per save: the config is loaded again, then the content step runs
 * with it, or its mistake shows. The folder is watched, as editors often save by replacing the file.
 * Loads run one after another, so the last edit's config is the one that stays.
 */
let configEdit: NodeJS.Timeout | undefined;
let configLoads: Promise<void> = Promise.resolve();
watch(CONTENT_DIR, (_event, name) => {
  if (name !== SITE_CONFIG_NAME) return;
  clearTimeout(configEdit);
  configEdit = setTimeout(() => {
    configLoads = configLoads.then(async () => {
      config = await loadConfig();
      if ('mistake' in config || generated) contentStep(generated);
    });
  }, 100);
});

/**
 * contentlayer leaves the API reference's declarations to the content step too (every version's),
 * with the API history and the archived versions' recorded dates, so an edit of one runs the
 * content step again, as an edit of a document does.
 */
let apiEdit: NodeJS.Timeout | undefined;
watch(CONTENT_DIR, { recursive: true }, (_event, name) => {
  if (!name || name === SITE_CONFIG_NAME || !isNotDocument(name.split(sep).join('/'), NOT_DOCUMENTS)) return;
  clearTimeout(apiEdit);
  apiEdit = setTimeout(() => {
    if (generated) contentStep(generated);
  }, 100);
});

/** The report of contentlayer's last failed generation, while a file it named is still unread. */
let failure: string | undefined;

/** contentlayer's dev mode: a generation now and after every change under the content folder. */
void watchContent((generation) => {
  const unread = generation.ok ? unreadFiles(generation.documents) : [];
  if (generation.ok && unread.length === 0) failure = undefined;
  generated = generation.ok && unread.length === 0 ? generation.documents : undefined;
  if (generated) contentStep(generated);
  else if (!generation.ok) {
    failure = generation.report;
    console.error(generation.report);
    writeSiteDataError(generation.report);
  } else {
    // Printed once above; the page keeps showing it until the file is fixed.
    console.error(`Still to fix, as reported above: ${unread.map((path) => `${CONTENT_DIR}/${path}`).join(', ')}`);
    writeSiteDataError(failure ?? `contentlayer could not read ${unread.map((path) => `${CONTENT_DIR}/${path}`).join(', ')}.`);
  }
}).then(() => stop(1));
