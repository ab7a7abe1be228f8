import { spawn, type ChildProcess } from 'node:child_process';
import { statSync, watch } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import type { Documents, Generation } from '@/build-time/content/contentlayer';
import { contentFiles, fileProblems } from '@/build-time/content/front-matter';
import { createLastUpdated, withArchivedDates } from '@/build-time/content/last-updated';
import { CONTENT_DIR, NOT_DOCUMENTS, SITE_CONFIG_NAME } from '@/build-time/content/content-dir';
import { isNotDocument } from '@/build-time/content/version-layout';
import { reportOf, siteDataWritten, writeSiteConfig, writeSiteDataError } from '@/build-time/content/site-data-file';
import { formatProblems, hasMistakes } from '@/lib/core/problems';
import type { SiteConfig } from '@/lib/core/site-config';
import { bin } from '@/build-time/run';
import { writeVendorFiles } from '@/build-time/vendor';
import type { SitePage } from '@/lib/core/page';
import { documentsFolder } from '@/lib/site/page-content';

/**
 * `npm run dev`, the writers' live preview: contentlayer watches content/ in this process (its
 * API's dev mode, build-time/content/contentlayer.ts) and `next dev` serves the site. After every
 * contentlayer generation the content step runs again on its documents (page model, sidebar tree,
 * search index); `next dev` sees the rewritten model and updates the open page by itself. A
 * writer's mistake shows on its document's page and in a notice on every other, which keeps its
 * content; one that leaves no model (the site config, the sidebar's form) shows on every page.
 *
 * What it writes for the site goes to a folder of its own (lib/core/generated.ts), which `next dev`
 * reads: this process is development, as `next dev` is.
 */
(process.env as Record<string, string>).NODE_ENV = 'development';
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
 * What `next dev` needs first (the configuration, the stand-in, the vendor files) is written with
 * light modules; the content step's compilers, seconds to load, are loaded once it has started.
 */
if (!siteDataWritten()) {
  writeSiteDataError('The content is being built; this page shows it as soon as it is ready.');
}

/**
 * What the terminal shows of the content's problems: the whole report, each time it changes, and
 * never again while it stays (the pages show it all along), so a mistake is printed once.
 */
let printed = '';
function show(report: string) {
  if (report === printed) return;
  if (report !== '') console.error(report);
  else if (printed !== '') console.log('The content has no mistakes or warnings left.');
  printed = report;
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
    return { mistake: reportOf(error as Error) };
  }
}

/**
 * Every page imports the config, so it is written before `next dev` compiles one. A mistake in it
 * shows in the page like a content mistake, over the last config that passed its check; with no
 * such config (a fresh checkout) there is no site to show it in.
 */
let config = await loadConfig();
if ('mistake' in config) {
  if (!siteDataWritten()) {
    console.error(config.mistake);
    process.exit(1);
  }
  show(config.mistake);
  writeSiteDataError(config.mistake);
}
writeVendorFiles();
// Next's telemetry notice is noise in a writer's terminal, and nothing here should phone home.
children.push(
  spawn(bin('next'), ['dev', '--port', port], { stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } }).on('exit', (code) =>
    stop(code ?? 0),
  ),
);

const [{ watchContent }, { writeSiteData }, { writeSearchIndex }] = await Promise.all([
  import('@/build-time/content/contentlayer'),
  import('@/build-time/content/site-data'),
  import('@/build-time/search-index'),
]);

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
        (error: NodeJS.ErrnoException) => {
          // A document deleted while its index was written: the content step of its deletion
          // writes the index again, without it.
          if (error.code === 'ENOENT' && error.path?.startsWith(resolve(documentsFolder()))) return;
          console.error(reportOf(error));
        },
      ),
    );
  };
  if (indexed) indexTimer = setTimeout(write, INDEX_AFTER_MS);
  else write();
}

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
    show(config.mistake);
    writeSiteDataError(config.mistake);
    return;
  }
  if (!documents) return;
  const started = performance.now();
  try {
    const data = await writeSiteData(config, documents, lastUpdated);
    show(data.problems.length > 0 ? formatProblems(data.problems) : '');
    const mistakes = hasMistakes(data.problems) ? ', each mistake on its page and in a notice on the others' : '';
    console.log(`Content: ${data.pages.length} pages in ${Math.round(performance.now() - started)} ms${mistakes}`);
    indexSoon(data.pages);
  } catch (error) {
    // Written in the model's place already: every page shows it.
    show(reportOf(error as Error));
  }
}

/** contentlayer's last generation, unless it failed: without its documents the model cannot be built. */
let generated: Extract<Generation, { ok: true }> | undefined;

/**
 * How long the content step waits for the generations of files saved after the one in hand. They
 * come within a second or two, even on a loaded machine; should one never come, the step runs
 * anyway, and does not wait for that file again until it is saved again.
 */
const SETTLE_MS = 5000;
let settling: NodeJS.Timeout | undefined;
/** The files waited for in vain, each with the modification time it had then. */
const notComing = new Map<string, string>();

/**
 * The files saved after the generation read the content folder: each file whose modification time
 * is not the one its document was read at, or that has no document, unless its front matter has a
 * mistake (contentlayer leaves such a file out, and keeps the document it last read); and each
 * document whose file is gone. contentlayer generates once per file, in turn, so when a writer
 * saves a post with its new author and tag, the post's generation comes before theirs: built from
 * it, the model would name the author unknown for a moment.
 */
function savedSince({ readAt }: Extract<Generation, { ok: true }>): Map<string, string> {
  const saved = new Map<string, string>();
  const files = contentFiles(CONTENT_DIR);
  for (const path of files) {
    let modified: string;
    try {
      modified = statSync(join(CONTENT_DIR, path)).mtime.getTime().toString();
    } catch {
      continue;
    }
    if (readAt.get(path) === modified || notComing.get(path) === modified) continue;
    if (!hasMistakes(fileProblems(CONTENT_DIR, path))) saved.set(path, modified);
  }
  const present = new Set(files);
  for (const path of readAt.keys()) if (!present.has(path) && !notComing.has(path)) saved.set(path, 'gone');
  return saved;
}

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
      if ('mistake' in config || generated) contentStep(generated?.documents);
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
    if (generated) contentStep(generated.documents);
  }, 100);
});

/** contentlayer's dev mode: a generation now and after every change under the content folder. */
void watchContent((generation) => {
  clearTimeout(settling);
  if (!generation.ok) {
    generated = undefined;
    show(generation.report);
    writeSiteDataError(generation.report);
    return;
  }
  generated = generation;
  const saved = savedSince(generation);
  if (saved.size === 0) contentStep(generation.documents);
  else {
    settling = setTimeout(() => {
      for (const [path, modified] of saved) notComing.set(path, modified);
      console.warn(
        `contentlayer has not read ${[...saved.keys()].map((path) => `${CONTENT_DIR}/${path}`).join(', ')} since it was saved: the pages show the content without it.`,
      );
      contentStep(generation.documents);
    }, SETTLE_MS);
  }
}).then(() => stop(1));
