import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { readApiHistory } from './api-history';
import { API_HISTORY_NAME, CONTENT_DIR } from './content-dir';
import { DOCUMENT_KINDS, MARKDOWN_KIND_NAMES, type MarkdownKindName } from './document-kinds';
import { generateContent, type Documents } from './contentlayer';
import type { CompileFindings } from './compile/findings';
import { treeFile, writeDocumentTrees } from './document-trees';
import { frontMatterProblems } from './front-matter';
import { checkDocumentLinks, type LinkingDocument } from './links';
import { ContentProblems, formatProblem, formatProblems, type Problem } from './problems';
import { createLastUpdated, withArchivedDates } from './last-updated';
import { buildPageModel, type ContentInput } from './model';
import type { SiteData, SiteDataError } from '@/lib/core/page';
import { readVersions } from './version-content';
import { versionInputFiles } from './version-layout';
import { loadSiteConfig } from './site-config';
import { SIDEBARS_DIR, sidebarFile, SITE_DATA_FILE } from './site-data-file';
import type { SiteConfig } from '@/lib/core/site-config';

/**
 * The content step's output for the site, written after every content build (and after every
 * edit in `npm run dev`): the page model that pages and route handlers read, each version's
 * sidebar tree, which the sidebar's client component loads on its own (lib/site/sidebar-tree.ts),
 * so a tree travels once per visit instead of in every docs page's data and a page loads its own
 * version's alone, and the site's configuration once it has passed its check.
 */
export const SITE_CONFIG_FILE = 'lib/generated/site-config.json';

/** A document written in MDX: a kind with a body, compiled to a tree. */
type CompiledDocument = Documents[MarkdownKindName][number];

/** What a document's compile found (contentlayer's computed field `findings`). */
const findingsOf = (document: CompiledDocument) => document.findings as CompileFindings;

/** The documents of every kind written in MDX. */
const compiledDocuments = (documents: Documents): CompiledDocument[] => MARKDOWN_KIND_NAMES.flatMap((name): CompiledDocument[] => documents[name]);

/**
 * A digest of everything the model is made from: the config, every document (its compiled tree
 * included), every API declaration file read and the versions' other files (the API history, the
 * archived versions' dates), so that any edit changes it.
 */
function contentHash(config: SiteConfig, documents: Documents, apiFiles: readonly string[]): string {
  const hash = createHash('sha256').update(JSON.stringify(config));
  for (const kind of DOCUMENT_KINDS) for (const document of documents[kind.name]) hash.update(document._id).update(JSON.stringify(document));
  for (const file of apiFiles) hash.update(file).update(readFileSync(file, 'utf8'));
  return hash.digest('hex').slice(0, 16);
}

/** The mistakes the compile found in each document (an unknown component, a type error …), at their lines. */
const compileProblems = (documents: Documents): Problem[] =>
  compiledDocuments(documents).flatMap((document) => findingsOf(document).problems.map((problem) => ({ file: document.sourcePath, ...problem })));

/** A compiled document as the model keeps it: the file its tree was written to, for its page, instead of the tree. */
function withoutBody<T extends { _id: string; body: unknown }>({ body: _body, ...rest }: T): { file: string; rest: Omit<T, 'body'> } {
  return { file: treeFile(rest), rest };
}

/** The one document of a singleton kind (home.mdx, sidebar.yaml), or a mistake naming the file it needs. */
function theOne<T>(list: T[], missing: string): T {
  const [document] = list;
  if (!document) throw new Error(missing);
  return document;
}

/** What the page model is made from: the documents without their trees (written apart), each version's docs, API reference and sidebar, and the API history. */
function modelInput(documents: Documents, versions: ContentInput['versions'], lastUpdated: ContentInput['lastUpdated']): ContentInput {
  const home = withoutBody(theOne(documents.Home, `${CONTENT_DIR}/home.mdx: not found; the home page's lead and example are written there.`));
  return {
    versions,
    standalone: documents.Page.map(withoutBody).map(({ file, rest }) => ({ file, page: rest })),
    home: { file: home.file, home: home.rest },
    posts: documents.Post.map(withoutBody).map(({ file, rest }) => ({ file, post: rest })),
    authors: documents.Author,
    tags: documents.Tag,
    history: readApiHistory(),
    lastUpdated,
  };
}

/** Each document's links and the ids its anchors may name, as the compile found them. */
function linkingDocuments(documents: Documents): LinkingDocument[] {
  return compiledDocuments(documents).map((document) => {
    const { links, ids } = findingsOf(document);
    return { sourcePath: document.sourcePath, url: document.url, links, ids };
  });
}

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

/** Writes each version's sidebar tree to its file, and removes the files of versions that are gone. */
function writeSidebars(sidebars: SiteData['sidebars']): void {
  mkdirSync(SIDEBARS_DIR, { recursive: true });
  const files = Object.entries(sidebars).map(([name, tree]) => {
    writeIfChanged(sidebarFile(name), `${JSON.stringify(tree)}\n`);
    return `${name}.json`;
  });
  for (const file of readdirSync(SIDEBARS_DIR)) if (!files.includes(file)) rmSync(join(SIDEBARS_DIR, file));
}

/** Loads the site's configuration from the content folder, checks it and writes it where the site imports it. */
export async function writeSiteConfig(): Promise<SiteConfig> {
  const config = await loadSiteConfig();
  writeIfChanged(SITE_CONFIG_FILE, `${JSON.stringify(config)}\n`);
  return config;
}

/**
 * Builds the page model from a contentlayer generation's `documents` and the site's checked
 * `config`, checks the documents' links against it, and writes it with the sidebar tree (dates
 * from `lastUpdated`, by default git's history read afresh). Every mistake found is thrown at
 * once, as `ContentProblems`, after the model is written with their report: in `npm run dev`
 * every page shows it, the broken document's own page included. A mistake that leaves no model
 * to write (two files on one route …) is written in its place, so every page shows it, and thrown.
 * Warnings (a broken `#anchor` …) join the model's.
 */
export async function writeSiteData(
  config: SiteConfig,
  documents: Documents,
  lastUpdated: ContentInput['lastUpdated'] = withArchivedDates(createLastUpdated(process.cwd())),
): Promise<SiteData> {
  try {
    const docs = documents.Doc.map(withoutBody).map(({ file, rest }) => ({ file, doc: rest }));
    const { versions, problems: versionProblems, files } = await readVersions(config, docs, documents.Sidebar);
    const removeStaleTrees = writeDocumentTrees(compiledDocuments(documents));
    const input = modelInput(documents, versions, lastUpdated);
    const { problems: modelProblems, ...model } = buildPageModel(input, config);
    const problems = [
      ...compileProblems(documents),
      ...versionProblems,
      // What contentlayer lets through but a writer must hear of: a date not written YYYY-MM-DD.
      ...frontMatterProblems(CONTENT_DIR),
      ...modelProblems,
      ...checkDocumentLinks(linkingDocuments(documents), model.pages),
    ];
    const warnings = problems.filter((problem) => problem.warning).map((problem) => formatProblem({ ...problem, warning: false }));
    const failed = problems.some((problem) => !problem.warning);
    const read = [...files, ...versionInputFiles(CONTENT_DIR, API_HISTORY_NAME)];
    const data: SiteData = { contentHash: contentHash(config, documents, read), ...model, warnings };
    if (failed) data.mistake = formatProblems(problems);
    writeSidebars(data.sidebars);
    writeIfChanged(SITE_DATA_FILE, `${JSON.stringify(data)}\n`);
    // Only once the model no longer names them: a page rendered in between would read a file that is gone.
    removeStaleTrees();
    if (failed) throw new ContentProblems(problems);
    return data;
  } catch (error) {
    if (!(error instanceof ContentProblems)) writeSiteDataError((error as Error).message);
    throw error;
  }
}

/**
 * The content step up to the model, as the build runs it: the site's configuration, contentlayer's
 * generation (its schema checks and the one compile of every document), then the model and sidebar
 * the site reads. Throws the writer's mistakes, each at its file and line; prints the warnings and
 * what each part took.
 */
export async function buildSiteData(): Promise<SiteData> {
  const config = await writeSiteConfig();
  let started = performance.now();
  const generation = await generateContent();
  if (!generation.ok) throw new Error(generation.report);
  const count = Object.values(generation.documents).reduce((total, list) => total + list.length, 0);
  console.log(`contentlayer: ${count} documents in ${seconds(started)} s`);
  started = performance.now();
  const data = await writeSiteData(config, generation.documents);
  console.log(`Content: ${data.pages.length} pages in ${seconds(started)} s`);
  for (const warning of data.warnings) console.warn(`warning: ${warning}`);
  return data;
}

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

/** The files the site imports, as they must exist before `next dev` compiles its first page. */
export function siteDataWritten(): boolean {
  return existsSync(SITE_DATA_FILE) && existsSync(SIDEBARS_DIR);
}

/** Puts a content mistake where the model goes: every page then shows it, in the page and the terminal. */
export function writeSiteDataError(message: string): void {
  const failure: SiteDataError = { error: message };
  writeIfChanged(SITE_DATA_FILE, `${JSON.stringify(failure)}\n`);
}
