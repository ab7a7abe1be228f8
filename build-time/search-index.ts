import type { Element, ElementContent, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { close, createIndex } from 'pagefind';
import { plainContent } from '@/lib/site/outputs';
import type { SitePage } from '@/lib/core/page';
import type { PageTitle } from '@/lib/core/suggest';
import { TITLES_FILE } from '@/lib/browser/search-client';

/**
 * `npm run dev`'s search index, which `next dev` serves from public/; the build writes its own into
 * the export (build-time/steps/search-index.ts).
 */
const SEARCH_INDEX_DIR = 'public/pagefind';

const element = (tagName: string, properties: Element['properties'], children: ElementContent[]): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
});

/** The tree without the ids of its `h2`s: Pagefind makes a result part of each heading with an id. */
const withoutSectionIds = (nodes: ElementContent[]): ElementContent[] =>
  nodes.map((node) =>
    node.type !== 'element'
      ? node
      : { ...node, properties: node.tagName === 'h2' ? { ...node.properties, id: undefined } : node.properties, children: withoutSectionIds(node.children) },
  );

/** Whether a node is or holds a heading with an id: Pagefind starts a result part of its own there. */
const holdsAnchor = (node: ElementContent): boolean =>
  node.type === 'element' && ((/^h[3-6]$/.test(node.tagName) && node.properties.id != null) || node.children.some(holdsAnchor));

/**
 * An API page's text in the order the index reads it: each section's words up to its first member
 * or note group's heading first (Signature, Returns, Notes without a group, Exported from…), so they
 * are the page's own part, then the members and note groups in the page's order. Pagefind gives a
 * heading every word up to the next heading with an id, so in the page's order the last member
 * would take the Notes and Exported from that follow it.
 */
function headedPartsLast(nodes: ElementContent[]): ElementContent[] {
  const sections: ElementContent[][] = [];
  for (const node of nodes) {
    if (sections.length === 0 || (node.type === 'element' && node.tagName === 'h2')) sections.push([]);
    sections.at(-1)!.push(node);
  }
  const firstHeaded = (section: ElementContent[]) => {
    const at = section.findIndex(holdsAnchor);
    return at === -1 ? section.length : at;
  };
  return [...sections.flatMap((section) => section.slice(0, firstHeaded(section))), ...sections.flatMap((section) => section.slice(firstHeaded(section)))];
}

/**
 * A page as Pagefind reads it: title, section and kind as metadata and filter (and a docs page's
 * version as a filter, `version:1.0.0`, so a search can keep to one version), then the page's
 * content with the heading ids the page has, so a result can link under its heading. The section
 * sits in an attribute of its own because Pagefind's `key:value` form splits at commas. An API
 * reference page's sections (Signature, Returns, Notes…) are the same on every item: without
 * their ids they are one part of the page, and its title names the item, so the same item in two
 * packages folds into one result (`item`, lib/core/search.ts `foldHits`).
 */
function searchDocument(page: SitePage, search: NonNullable<SitePage['search']>, content: Root): Root {
  const title = { type: 'text', value: page.title ?? '' } as const;
  const children = content.children as ElementContent[];
  // One filter an element: Pagefind reads an attribute's value whole, commas and all.
  const version = 'version' in page ? [element('span', { dataPagefindFilter: `version:${page.version}` }, [])] : [];
  const main = element(
    'main',
    {
      dataPagefindBody: '',
      dataPagefindFilter: `kind:${search.kind}`,
      dataPagefindMeta: search.reference ? 'section[data-search-section], item[data-search-item]' : 'section[data-search-section]',
      dataSearchSection: search.section,
      dataSearchItem: search.reference ? page.title : undefined,
    },
    [element('h1', { dataPagefindMeta: 'title' }, [title]), ...version, ...(search.reference ? headedPartsLast(withoutSectionIds(children)) : children)],
  );
  return {
    type: 'root',
    children: [{ type: 'doctype' }, element('html', { lang: 'en' }, [element('head', {}, [element('title', {}, [title])]), element('body', {}, [main])])],
  };
}

/**
 * Whether the index at `outputPath` is whole: its entry file names a language whose metadata file
 * is there. The search dialog reads the entry first, and fails on every query without it.
 */
export function indexIsWhole(outputPath: string): boolean {
  try {
    const entry = JSON.parse(readFileSync(join(outputPath, 'pagefind-entry.json'), 'utf8')) as { languages?: Record<string, { hash?: string }> };
    const languages = Object.values(entry.languages ?? {});
    return languages.length > 0 && languages.every(({ hash }) => hash !== undefined && existsSync(join(outputPath, `pagefind.${hash}.pf_meta`)));
  } catch {
    return false;
  }
}

/**
 * Full-text search over every docs page and post, indexed from their compiled content (the same
 * in `npm run build` and `npm run dev`). The dialog loads the index only when it first opens.
 *
 * Once in a CI run, Pagefind's service answered the write and then, stopped, left an empty
 * `pagefind-entry.json`: the export shipped a search that failed on every query. So the index is
 * checked once written and written again once if it is not whole; a second failure stops the build.
 */
export async function writeSearchIndex(pages: SitePage[], outputPath = SEARCH_INDEX_DIR): Promise<number> {
  const count = await writeIndexOnce(pages, outputPath);
  if (indexIsWhole(outputPath)) return count;
  console.warn(`Search index: ${outputPath}/pagefind-entry.json was left incomplete; writing the index again.`);
  await writeIndexOnce(pages, outputPath);
  if (indexIsWhole(outputPath)) return count;
  throw new Error(`Search index: ${outputPath}/pagefind-entry.json is incomplete after two writes: it names no language whose metadata file is there.`);
}

async function writeIndexOnce(pages: SitePage[], outputPath: string): Promise<number> {
  const { index, errors } = await createIndex({ forceLanguage: 'en' });
  if (!index) throw new Error(`Search index: Pagefind did not start: ${errors.join('; ')}`);
  try {
    const titles: PageTitle[] = [];
    for (const page of pages) {
      if (!page.search) continue;
      const content = plainContent(page, { resolveUrl: (path) => path });
      if (!content) continue;
      const added = await index.addHTMLFile({ url: page.url, content: toHtml(searchDocument(page, page.search, content)) });
      if (added.errors.length > 0) throw new Error(`Search index: ${page.url}: ${added.errors.join('; ')}`);
      titles.push({ url: page.url, title: page.title ?? page.url, section: page.search.section, kind: page.search.kind, guide: page.kind === 'doc' });
    }
    rmSync(outputPath, { recursive: true, force: true });
    const written = await index.writeFiles({ outputPath });
    if (written.errors.length > 0) throw new Error(`Search index: ${written.errors.join('; ')}`);
    // Pagefind's ready-made interfaces ship beside the index; the dialog is our own.
    for (const file of readdirSync(outputPath)) {
      if (/^pagefind-(ui|modular-ui|component-ui|highlight)\./.test(file)) rmSync(join(outputPath, file));
    }
    // What a search that found nothing suggests instead (lib/core/suggest.ts), fetched only then:
    // in the sidebar's order, which the docs' pager follows, so the guides offered start where
    // the docs do.
    // An API page's pager keeps to its package: past its last page, the doc after it goes on.
    const order = new Map<string, number>();
    const docs = pages.filter((page) => page.kind === 'doc' && !page.alias);
    let at: SitePage | undefined = docs.find((page) => page.kind === 'doc' && page.pager.previous === undefined);
    while (at && !order.has(at.url)) {
      const url = at.url;
      order.set(url, order.size);
      const next = 'pager' in at ? at.pager.next?.href : undefined;
      at = next ? pages.find((page) => page.url === next && !page.alias) : docs.find((page) => page.kind === 'doc' && page.pager.previous?.href === url);
    }
    const place = (url: string) => order.get(url) ?? order.size;
    writeFileSync(join(outputPath, TITLES_FILE), JSON.stringify(titles.sort((a, b) => place(a.url) - place(b.url))));
    return titles.length;
  } finally {
    await close();
  }
}
