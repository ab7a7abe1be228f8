import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { readApiHistory } from './api-history';
import { API_HISTORY_NAME, CONTENT_DIR } from './content-dir';
import type { Documents } from './contentlayer';
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

/** A document with what its compile found (contentlayer's computed field `findings`). */
const findingsOf = (document: { findings: unknown }) => document.findings as CompileFindings;

/**
 * Turns a generation's documents into the model's input: each document's compiled tree goes to a
 * file of its own for its page, and the model keeps the rest. The mistakes the compile found in
 * each document, the docs no sidebar lists and the front matter's mistakes come back as problems.
 */
function readContent(
  config: SiteConfig,
  documents: Documents,
  lastUpdated: ContentInput['lastUpdated'] = withArchivedDates(createLastUpdated(process.cwd())),
): { input: ContentInput; contentHash: string; problems: Problem[]; removeStaleTrees: () => void } {
  const hash = createHash('sha256').update(JSON.stringify(config));
  const noted = <T extends { _id: string }>(list: T[]): T[] => {
    for (const document of list) hash.update(document._id).update(JSON.stringify(document));
    return list;
  };
  const removeStaleTrees = writeDocumentTrees([...noted(documents.Doc), ...noted(documents.Page), ...noted(documents.Home), ...noted(documents.Post)]);
  const problems: Problem[] = [...documents.Doc, ...documents.Page, ...documents.Home, ...documents.Post].flatMap((document) =>
    findingsOf(document).problems.map((problem) => ({ file: document.sourcePath, ...problem })),
  );
  const withoutBody = <T extends { _id: string; body: unknown }>({ body: _body, ...rest }: T) => ({ file: treeFile(rest), rest });
  const docs = documents.Doc.map(withoutBody).map(({ file, rest }) => ({ file, doc: rest }));
  const standalone = documents.Page.map(withoutBody).map(({ file, rest }) => ({ file, page: rest }));
  const posts = documents.Post.map(withoutBody).map(({ file, rest }) => ({ file, post: rest }));
  const [homeDocument] = documents.Home.map(withoutBody);
  if (!homeDocument) throw new Error(`${CONTENT_DIR}/home.mdx: not found; the home page's lead and example are written there.`);
  const home = { file: homeDocument.file, home: homeDocument.rest };
  const authors: ContentInput['authors'] = noted(documents.Author);
  const tags: ContentInput['tags'] = noted(documents.Tag);
  const { versions, problems: versionProblems, files } = readVersions(config, docs, noted(documents.Sidebar));
  const history = readApiHistory();
  for (const file of [...files, ...versionInputFiles(CONTENT_DIR, API_HISTORY_NAME)]) hash.update(file).update(readFileSync(file, 'utf8'));
  problems.push(...versionProblems);
  // What contentlayer lets through but a writer must hear of: a date not written YYYY-MM-DD.
  problems.push(...frontMatterProblems(CONTENT_DIR));
  return {
    input: { versions, standalone, home, posts, authors, tags, history, lastUpdated },
    contentHash: hash.digest('hex').slice(0, 16),
    problems,
    removeStaleTrees,
  };
}

/** Each document's links and the ids its anchors may name, as the compile found them. */
function linkingDocuments(documents: Documents): LinkingDocument[] {
  return [...documents.Doc, ...documents.Page, ...documents.Home, ...documents.Post].map((document) => {
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
export function writeSiteData(config: SiteConfig, documents: Documents, lastUpdated?: ContentInput['lastUpdated']): SiteData {
  try {
    const { input, contentHash, problems, removeStaleTrees } = readContent(config, documents, lastUpdated);
    const { problems: modelProblems, ...model } = buildPageModel(input, config);
    problems.push(...modelProblems, ...checkDocumentLinks(linkingDocuments(documents), model.pages));
    const warnings = problems.filter((problem) => problem.warning).map((problem) => formatProblem({ ...problem, warning: false }));
    const failed = problems.some((problem) => !problem.warning);
    const data: SiteData = { contentHash, ...model, warnings: [...model.warnings, ...warnings] };
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

/** The files the site imports, as they must exist before `next dev` compiles its first page. */
export function siteDataWritten(): boolean {
  return existsSync(SITE_DATA_FILE) && existsSync(SIDEBARS_DIR);
}

/** Puts a content mistake where the model goes: every page then shows it, in the page and the terminal. */
export function writeSiteDataError(message: string): void {
  const failure: SiteDataError = { error: message };
  writeIfChanged(SITE_DATA_FILE, `${JSON.stringify(failure)}\n`);
}
