import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { readApiReference } from './api-declarations';
import { CONTENT_DIR } from './content-dir';
import type { Documents } from './contentlayer';
import { treeFile, writeDocumentTrees } from './document-trees';
import { createLastUpdated } from './last-updated';
import { buildPageModel, type ContentInput } from './model';
import type { SiteData, SiteDataError } from '@/lib/core/page';
import { buildSidebar } from './sidebar-yaml';
import { loadSiteConfig } from './site-config';
import { SITE_DATA_FILE } from './site-data-file';
import type { SiteConfig } from '@/lib/core/site-config';

/**
 * The content step's output for the site, written after every content build (and after every
 * edit in `npm run dev`): the page model that pages and route handlers read, the sidebar tree
 * that the sidebar's client component imports on its own, so the tree travels once per visit
 * instead of in every docs page's data, and the site's configuration once it has passed its check.
 */
export const SIDEBAR_FILE = 'lib/generated/sidebar.json';
export const SITE_CONFIG_FILE = 'lib/generated/site-config.json';

/**
 * Turns a generation's documents into the model's input: each document's compiled tree goes to a
 * file of its own for its page, and the model keeps the rest.
 */
function readContent(
  config: SiteConfig,
  documents: Documents,
  lastUpdated: ContentInput['lastUpdated'] = createLastUpdated(process.cwd()),
): { input: ContentInput; contentHash: string } {
  const hash = createHash('sha256').update(JSON.stringify(config));
  const noted = <T extends { _id: string }>(list: T[]): T[] => {
    for (const document of list) hash.update(document._id).update(JSON.stringify(document));
    return list;
  };
  writeDocumentTrees([...noted(documents.Doc), ...noted(documents.Page), ...noted(documents.Home), ...noted(documents.Post)]);
  const withoutBody = <T extends { _id: string; body: unknown }>({ body: _body, ...rest }: T) => ({ file: treeFile(rest), rest });
  const docs = documents.Doc.map(withoutBody).map(({ file, rest }) => ({ file, doc: rest }));
  const standalone = documents.Page.map(withoutBody).map(({ file, rest }) => ({ file, page: rest }));
  const posts = documents.Post.map(withoutBody).map(({ file, rest }) => ({ file, post: rest }));
  const [homeDocument] = documents.Home.map(withoutBody);
  if (!homeDocument) throw new Error(`${CONTENT_DIR}/home.mdx: not found; the home page's lead and example are written there.`);
  const home = { file: homeDocument.file, home: homeDocument.rest };
  const authors: ContentInput['authors'] = noted(documents.Author);
  const tags: ContentInput['tags'] = noted(documents.Tag);
  const reference = readApiReference(config.api.packages);
  for (const file of reference.files) hash.update(file).update(readFileSync(file, 'utf8'));
  const api = reference.packages;
  const [sidebarDocument] = noted(documents.Sidebar);
  if (!sidebarDocument) throw new Error(`No ${CONTENT_DIR}/sidebar.yaml: the docs sidebar lists its entries there.`);
  const sidebar = buildSidebar({
    sourcePath: sidebarDocument.sourcePath,
    items: sidebarDocument.items,
    docs: docs.map(({ doc }) => doc),
    api,
  });
  return { input: { docs, standalone, home, posts, authors, tags, api, sidebar, lastUpdated }, contentHash: hash.digest('hex').slice(0, 16) };
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

/** Loads the site's configuration from the content folder, checks it and writes it where the site imports it. */
export async function writeSiteConfig(): Promise<SiteConfig> {
  const config = await loadSiteConfig();
  writeIfChanged(SITE_CONFIG_FILE, `${JSON.stringify(config)}\n`);
  return config;
}

/**
 * Builds the page model from a contentlayer generation's `documents` and the site's checked
 * `config`, and writes it with the sidebar tree (dates from `lastUpdated`, by default git's history
 * read afresh). A content mistake the model finds (an unknown author, two files on one route …) is
 * written in place of the model, so every page shows it, and thrown.
 */
export function writeSiteData(config: SiteConfig, documents: Documents, lastUpdated?: ContentInput['lastUpdated']): SiteData {
  try {
    const { input, contentHash } = readContent(config, documents, lastUpdated);
    const data: SiteData = { contentHash, ...buildPageModel(input, config) };
    writeIfChanged(SIDEBAR_FILE, `${JSON.stringify(data.sidebar)}\n`);
    writeIfChanged(SITE_DATA_FILE, `${JSON.stringify(data)}\n`);
    return data;
  } catch (error) {
    writeSiteDataError((error as Error).message);
    throw error;
  }
}

/** The files the site imports, as they must exist before `next dev` compiles its first page. */
export function siteDataWritten(): boolean {
  return existsSync(SITE_DATA_FILE) && existsSync(SIDEBAR_FILE);
}

/** Puts a content mistake where the model goes: every page then shows it, in the page and the terminal. */
export function writeSiteDataError(message: string): void {
  const failure: SiteDataError = { error: message };
  writeIfChanged(SITE_DATA_FILE, `${JSON.stringify(failure)}\n`);
}
