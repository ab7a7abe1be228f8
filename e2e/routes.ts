/**
 * The site's routes, read from what the writers wrote under content/ (front matter, the API files,
 * authors and tags), each with the `<title>` and `<h1>` its page must carry. A new doc, post, API
 * item or tag is tested as soon as it exists, without a list to keep up to date.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse } from 'yaml';

export interface RouteExpectation {
  path: string;
  /** The `<title>`; every page but home ends in `| Lumenize`. */
  title: string;
  h1: string;
}

const CONTENT = 'content';
const page = (path: string, h1: string, title = `${h1} | Lumenize`): RouteExpectation => ({ path, title, h1 });

const filesIn = (dir: string, extension: string): string[] =>
  readdirSync(join(CONTENT, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith(extension))
    .map((file) => join(CONTENT, dir, file))
    .sort();

function frontMatter(file: string): Record<string, unknown> {
  const match = /^---\r?\n([\s\S]*?)\r?\n---/.exec(readFileSync(file, 'utf8'));
  if (!match) throw new Error(`${file}: no front matter`);
  return parse(match[1]);
}

const yamlFile = (file: string): Record<string, unknown> => parse(readFileSync(file, 'utf8'));
const stem = (file: string, dir: string) => relative(join(CONTENT, dir), file).replace(/\.[^.]+$/, '');

export const GUIDE_ROUTES: RouteExpectation[] = filesIn('docs', '.mdx').map((file) => page(`/docs/${stem(file, 'docs')}`, String(frontMatter(file).title)));

interface ApiFile {
  name: string;
  items: { kind: 'function' | 'class' | 'interface' | 'type-alias'; name: string }[];
}
const API_KIND = {
  class: { segment: 'classes', prefix: 'Class' },
  function: { segment: 'functions', prefix: 'Function' },
  interface: { segment: 'interfaces', prefix: 'Interface' },
  'type-alias': { segment: 'type-aliases', prefix: 'Type Alias' },
} as const;
const API_FILES = filesIn('api', '.json').map((file) => ({ id: stem(file, 'api'), api: JSON.parse(readFileSync(file, 'utf8')) as ApiFile }));

export const API_INDEX_ROUTES: RouteExpectation[] = API_FILES.map(({ id, api }) => page(`/docs/${id}/api`, `${api.name} API Reference`));

export const API_ROUTES: RouteExpectation[] = API_FILES.flatMap(({ id, api }) =>
  api.items.map((item) => {
    const { segment, prefix } = API_KIND[item.kind];
    return page(`/docs/${id}/api/${segment}/${item.name}`, `${prefix}: ${item.name}${item.kind === 'function' ? '()' : ''}`);
  }),
);

export const SITE_ROUTES: RouteExpectation[] = [
  { path: '/', title: 'Lumenize', h1: 'Lumenize' },
  page('/docs', String(frontMatter(join(CONTENT, 'docs', 'introduction.mdx')).title)),
  ...filesIn('pages', '.mdx').map((file) => page(`/${stem(file, 'pages')}`, String(frontMatter(file).title))),
];

export const DOCS_AND_SITE_ROUTES = [...SITE_ROUTES, ...GUIDE_ROUTES, ...API_INDEX_ROUTES, ...API_ROUTES];

const posts = filesIn('blog', '.mdx').map((file) => frontMatter(file) as { title: string; slug: string; tags: string[] });

export const POST_ROUTES: RouteExpectation[] = posts.map((post) => page(`/blog/${post.slug}`, post.title));

/** Each tag's page, with the number of posts its heading counts. */
export const TAG_ROUTES: (RouteExpectation & { posts: number })[] = filesIn('tags', '.yaml').map((file) => {
  const tag = yamlFile(file) as { label: string; permalink: string };
  const count = posts.filter((post) => post.tags.includes(stem(file, 'tags'))).length;
  return { ...page(`/blog/tags${tag.permalink}`, `${count} post${count === 1 ? '' : 's'} tagged with "${tag.label}"`), posts: count };
});

const AUTHOR_ROUTES = filesIn('authors', '.yaml').map((file) => page(`/blog/authors/${stem(file, 'authors')}`, String(yamlFile(file).name)));

export const BLOG_ROUTES: RouteExpectation[] = [
  page('/blog', 'Lumenize Blog', 'Blog | Lumenize'),
  page('/blog/archive', 'Archive'),
  page('/blog/authors', 'Authors'),
  page('/blog/tags', 'Tags'),
  ...AUTHOR_ROUTES,
  ...TAG_ROUTES,
  ...POST_ROUTES,
];

export const ALL_ROUTES = [...DOCS_AND_SITE_ROUTES, ...BLOG_ROUTES];
