import { plainContent, plainMarkdown } from '@/lib/site/outputs';
import { LLMS_SECTIONS, type LlmsSection, type PageModel, type SitePage } from '@/lib/core/page';
import { flattenSidebar } from '@/lib/core/sidebar';
import { absoluteUrl } from '@/lib/site/site-config';

/** A page as readers who use AI tools get it: its twin at `${url}.md`, and its line in llms.txt. */
export interface MarkdownPage {
  url: string;
  title: string;
  description: string;
  section: LlmsSection;
  markdown: string;
}

const resolveUrl = (path: string) => absoluteUrl(path);

function markdownPage(page: SitePage, { section, byline }: NonNullable<SitePage['llms']>): MarkdownPage {
  const content = plainContent(page, { resolveUrl });
  const body = content ? plainMarkdown(content) : '';
  const title = page.title ?? '';
  return { url: page.url, title, description: page.description, section, markdown: `# ${title}\n\n${byline ? `_${byline}_\n\n` : ''}${body}\n` };
}

/**
 * Every docs page in sidebar order (a doc the sidebar leaves out after them: it still has a page,
 * which links to its twin), then every post, newest first: the pages the model places in llms.txt,
 * as Markdown made from the same compile as the page.
 */
export function markdownPages(model: PageModel): MarkdownPage[] {
  const order = new Map(flattenSidebar(model.sidebar).map(({ href }, index) => [href, index]));
  const position = (page: SitePage) => order.get(page.url) ?? order.size;
  const listed = model.pages.flatMap((page) => (page.llms ? [{ page, llms: page.llms }] : []));
  const docs = listed.filter(({ llms }) => llms.section !== 'Blog').sort((a, b) => position(a.page) - position(b.page));
  const posts = listed.filter(({ llms }) => llms.section === 'Blog');
  return [...docs, ...posts].map(({ page, llms }) => markdownPage(page, llms));
}

/** `/llms.txt` (llmstxt.org): the site in a line, then every page's twin with its description. */
export function llmsIndex(pages: MarkdownPage[], { title, tagline }: { title: string; tagline: string }): string {
  const out = [
    `# ${title}`,
    '',
    `> ${tagline}`,
    '',
    'Every page below is also served as Markdown at the address listed; /llms-full.txt holds all the docs in one file.',
  ];
  for (const section of LLMS_SECTIONS) {
    out.push('', `## ${section}`, '');
    for (const page of pages.filter((p) => p.section === section)) out.push(`- [${page.title}](${absoluteUrl(`${page.url}.md`)}): ${page.description}`);
  }
  return `${out.join('\n')}\n`;
}

/** `/llms-full.txt`: every docs page (guides and API reference) in sidebar order, each under its source URL. */
export function llmsFull(pages: MarkdownPage[]): string {
  return pages
    .filter((page) => page.section !== 'Blog')
    .map((page) => `<!-- Source: ${absoluteUrl(page.url)} -->\n\n${page.markdown}`)
    .join('\n\n---\n\n');
}
