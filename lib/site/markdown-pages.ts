/**
 * Every docs page and post as Markdown, with its title and description: the `.md` twins,
 * `/llms.txt` and `/llms-full.txt` (issue 8) are written from this one list.
 */
import { apiItemTitle, getApiItemsByKind, type ApiItem, type ApiPackage } from '../content/api';
import { getAuthor, getDocBody, getPosts, type Post } from '../content/index';
import { resolveDocsRoute, type DocsRoute } from './docs-routes';
import { flattenSidebar } from './sidebar';
import { absoluteUrl } from './site-config';
import { docsRouteFacts } from './structured-data';
import { mdxToMarkdown } from '../content/mdx-to-markdown';

export interface MarkdownPage {
  /** The page's own path; its twin is at `${url}.md`. */
  url: string;
  title: string;
  description: string;
  section: 'Docs' | 'API reference' | 'Blog';
  markdown: string;
}

const resolveUrl = (path: string) => absoluteUrl(path);
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

function apiItemMarkdown(item: ApiItem): string {
  const out = [`# ${apiItemTitle(item)}`, '', item.summary, '', '## Signature', '', '```ts', item.signature, '```'];
  const table = (heading: string, rows: ApiItem['params']) => {
    if (rows.length === 0) return;
    out.push('', `## ${heading}`, '', '| Name | Type | Optional / default | Meaning |', '| --- | --- | --- | --- |');
    for (const row of rows) {
      const optional = row.default ? `default \`${row.default}\`` : row.optional ? 'optional' : '';
      out.push(`| \`${row.name}\` | \`${cell(row.type)}\` | ${optional} | ${cell(row.description)} |`);
    }
  };
  table('Parameters', item.params);
  table('Fields', item.fields);
  if (item.members.length > 0) {
    out.push('', '## Members');
    for (const member of item.members) out.push('', `### ${member.name}`, '', '```ts', member.signature, '```', '', member.description);
  }
  if (item.returns) out.push('', '## Returns', '', `\`${item.returns.type}\`: ${item.returns.description}`);
  if (item.throws.length > 0) out.push('', '## Throws', '', ...item.throws.map((text) => `- ${text}`));
  if (item.notes.length > 0) out.push('', '## Notes', '', ...item.notes.map((text) => `- ${text}`));
  out.push('', '## Exported from', '', `\`${item.packageName}\` (declared in \`${item.declaredIn}\`)`);
  return `${out.join('\n')}\n`;
}

function apiIndexMarkdown(pkg: ApiPackage): string {
  const out = [`# ${pkg.name} API Reference`];
  for (const { info, items } of getApiItemsByKind(pkg.id)) {
    if (items.length === 0) continue;
    out.push('', `## ${info.group}`, '', ...items.map((item) => `- [${item.name}](${absoluteUrl(`${item.url}.md`)}): ${item.summary}`));
  }
  return `${out.join('\n')}\n`;
}

function docsMarkdown(route: DocsRoute, title: string): string {
  switch (route.kind) {
    case 'doc':
      return mdxToMarkdown(getDocBody(route.doc).raw, { title, resolveUrl });
    case 'api-index':
      return apiIndexMarkdown(route.pkg);
    case 'api-item':
      return apiItemMarkdown(route.item);
  }
}

function postMarkdown(post: Post): string {
  const authors = post.authors.map((key) => getAuthor(key)?.name ?? key).join(', ');
  const date = new Date(post.date).toISOString().slice(0, 10);
  const body = mdxToMarkdown(post.body.raw, { resolveUrl });
  return `# ${post.title}\n\n_${date} · ${authors}_\n\n${body}`;
}

/** The docs in sidebar order, then the posts, newest first. */
export function markdownPages(): MarkdownPage[] {
  const docs = flattenSidebar().map(({ label, href }): MarkdownPage => {
    const route = resolveDocsRoute(href.replace(/^\/docs\//, '').split('/'));
    if (!route) throw new Error(`The sidebar links ${href}, which is not a docs route.`);
    const title = route.kind === 'doc' ? route.doc.title : route.kind === 'api-item' ? apiItemTitle(route.item) : `${route.pkg.name} API Reference`;
    return {
      url: href,
      title: title || label,
      description: docsRouteFacts(route).description,
      section: route.kind === 'doc' ? 'Docs' : 'API reference',
      markdown: docsMarkdown(route, title),
    };
  });
  const posts = getPosts().map((post): MarkdownPage => ({ url: post.url, title: post.title, description: post.description, section: 'Blog', markdown: postMarkdown(post) }));
  return [...docs, ...posts];
}

/** `/llms.txt` (llmstxt.org): the site in a line, then every page's twin with its description. */
export function llmsIndex(pages: MarkdownPage[], { title, tagline }: { title: string; tagline: string }): string {
  const out = [`# ${title}`, '', `> ${tagline}`, '', 'Every page below is also served as Markdown at the address listed; /llms-full.txt holds all the docs in one file.'];
  for (const section of ['Docs', 'API reference', 'Blog'] as const) {
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
