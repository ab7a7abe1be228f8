import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { readApiReference } from './api-declarations';
import { readCollection, readSidebar } from './generated';
import { createLastUpdated } from './last-updated';
import { buildPageModel, type ContentInput } from './model';
import type { SiteData, SiteDataError } from '@/lib/core/page';
import { buildSidebar } from './sidebar-yaml';
import { loadSiteConfig } from './site-config';
import type { SiteConfig } from './site-config-schema';

/**
 * The content step's output for the site, written after every content build (and after every
 * edit in `npm run dev`): the page model that pages and route handlers read, the sidebar tree
 * that the sidebar's client component imports on its own, so the tree travels once per visit
 * instead of in every docs page's data, and the site's configuration once it has passed its check.
 */
export const SITE_DATA_FILE = 'lib/generated/site.json';
export const SIDEBAR_FILE = 'lib/generated/sidebar.json';
export const SITE_CONFIG_FILE = 'lib/generated/site-config.json';

/** Reads contentlayer's output (a document at a time, without bodies) into the model's input. */
function readContent(
  config: SiteConfig,
  lastUpdated: ContentInput['lastUpdated'] = createLastUpdated(process.cwd()),
): { input: ContentInput; contentHash: string } {
  const hash = createHash('sha256').update(JSON.stringify(config));
  const withoutBody = <T extends { body: unknown }>({ file, document }: { file: string; document: T }) => {
    hash.update(file).update(JSON.stringify(document));
    const { body: _body, ...rest } = document;
    return { file, rest };
  };
  const docs = [...readCollection('Doc')].map(withoutBody).map(({ file, rest }) => ({ file, doc: rest }));
  const standalone = [...readCollection('Page')].map(withoutBody).map(({ file, rest }) => ({ file, page: rest }));
  const posts = [...readCollection('Post')].map(withoutBody).map(({ file, rest }) => ({ file, post: rest }));
  const plain = <T>(name: 'Author' | 'Tag') =>
    [...readCollection(name)].map(({ file, document }) => {
      hash.update(file).update(JSON.stringify(document));
      return document as T;
    });
  const authors = plain<ContentInput['authors'][number]>('Author');
  const tags = plain<ContentInput['tags'][number]>('Tag');
  const reference = readApiReference(config.api.packages);
  for (const file of reference.files) hash.update(file).update(readFileSync(file, 'utf8'));
  const api = reference.packages;
  const sidebarDocument = readSidebar();
  hash.update(JSON.stringify(sidebarDocument));
  const sidebar = buildSidebar({
    sourcePath: sidebarDocument.sourcePath,
    items: sidebarDocument.items,
    docs: docs.map(({ doc }) => doc),
    api,
  });
  return { input: { docs, standalone, posts, authors, tags, api, sidebar, lastUpdated }, contentHash: hash.digest('hex').slice(0, 16) };
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
 * Builds the page model from contentlayer's output and the site's checked `config`, and writes it
 * with the sidebar tree (dates from `lastUpdated`, by default git's history read afresh). A content
 * mistake the model finds (an unknown author, two files on one route …) is written in place of the
 * model, so every page shows it, and thrown.
 */
export function writeSiteData(config: SiteConfig, lastUpdated?: ContentInput['lastUpdated']): SiteData {
  try {
    const { input, contentHash } = readContent(config, lastUpdated);
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
