import { plainContent, plainMarkdown } from '@/lib/site/outputs';
import { LLMS_SECTIONS, type LlmsSection, type PageModel, type SitePage } from '@/lib/core/page';
import { flattenSidebar } from '@/lib/core/sidebar';
import type { DocsVersion } from '@/lib/core/versions';
import { absoluteUrl } from '@/lib/site/site-config';

/** A page as readers who use AI tools get it: its twin at `${url}.md`, and its line in llms.txt. */
export interface MarkdownPage {
  url: string;
  title: string;
  description: string;
  section: LlmsSection;
  /** A docs page's version: each version has llms files of its own. */
  version?: string;
  markdown: string;
}

const resolveUrl = (path: string) => absoluteUrl(path);

/** An archived page's banner as the twin's first paragraph, a quote under the title. */
const bannerOf = (page: SitePage) => ('banner' in page && page.banner ? `> ${plainMarkdownOfParts(page.banner)}\n\n` : '');
const plainMarkdownOfParts = (parts: { text: string; url?: string }[]) =>
  parts.map((part) => (part.url ? `[${part.text}](${absoluteUrl(part.url)})` : part.text)).join('');

function markdownPage(page: SitePage, { section, byline }: NonNullable<SitePage['llms']>): MarkdownPage {
  const content = plainContent(page, { resolveUrl });
  const body = content ? plainMarkdown(content) : '';
  const title = page.title ?? '';
  return {
    url: page.url,
    title,
    description: page.description,
    section,
    ...('version' in page ? { version: page.version } : {}),
    markdown: `# ${title}\n\n${byline ? `_${byline}_\n\n` : ''}${bannerOf(page)}${body}\n`,
  };
}

/**
 * Every docs page of each version in its sidebar's order (a doc the sidebar leaves out after them:
 * it still has a page, which links to its twin), then every post, newest first: the pages the
 * model places in llms.txt, as Markdown made from the same compile as the page.
 */
export function markdownPages(model: PageModel): MarkdownPage[] {
  const order = new Map(Object.values(model.sidebars).flatMap((sidebar) => flattenSidebar(sidebar).map(({ href }, index) => [href, index] as const)));
  const position = (page: SitePage) => order.get(page.url) ?? order.size;
  const listed = model.pages.flatMap((page) => (page.llms ? [{ page, llms: page.llms }] : []));
  const docs = listed.filter(({ llms }) => llms.section !== 'Blog').sort((a, b) => position(a.page) - position(b.page));
  const posts = listed.filter(({ llms }) => llms.section === 'Blog');
  return [...docs, ...posts].map(({ page, llms }) => markdownPage(page, llms));
}

/** Where a version's llms files are: the site's root for the latest, its docs root for an archived version. */
export const llmsPath = (version: Pick<DocsVersion, 'latest' | 'root'>, file: 'llms.txt' | 'llms-full.txt') =>
  version.latest ? `/${file}` : `${version.root}/${file}`;

/** The pages of one version's llms files: its docs, and for the latest the posts too. */
export const pagesOfVersion = (pages: MarkdownPage[], version: Pick<DocsVersion, 'name' | 'latest'>) =>
  pages.filter((page) => (page.version === undefined ? version.latest : page.version === version.name));

interface LlmsHead {
  title: string;
  tagline: string;
  /** The version's own llms-full.txt. */
  full: string;
  /** The other versions' llms.txt, linked at the end (from the latest's). */
  others?: { label: string; url: string; released: string }[];
}

/** `llms.txt` (llmstxt.org): the docs of one version in a line, then every page's twin with its description. */
export function llmsIndex(pages: MarkdownPage[], { title, tagline, full, others = [] }: LlmsHead): string {
  const out = [
    `# ${title}`,
    '',
    `> ${tagline}`,
    '',
    `Every page below is also served as Markdown at the address listed; ${full} holds all the docs in one file.`,
  ];
  for (const section of LLMS_SECTIONS) {
    const listed = pages.filter((p) => p.section === section);
    if (listed.length === 0) continue;
    out.push('', `## ${section}`, '');
    for (const page of listed) out.push(`- [${page.title}](${absoluteUrl(`${page.url}.md`)}): ${page.description}`);
  }
  if (others.length > 0) {
    out.push('', '## Other versions', '');
    for (const other of others) out.push(`- [${other.label}](${absoluteUrl(other.url)}): the docs of ${other.label}, released ${other.released}.`);
  }
  return `${out.join('\n')}\n`;
}

/** `llms-full.txt`: every docs page (guides and API reference) of one version in sidebar order, each under its source URL. */
export function llmsFull(pages: MarkdownPage[]): string {
  return pages
    .filter((page) => page.section !== 'Blog')
    .map((page) => `<!-- Source: ${absoluteUrl(page.url)} -->\n\n${page.markdown}`)
    .join('\n\n---\n\n');
}
