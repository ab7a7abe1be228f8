/**
 * The site's routes, read from what the writers wrote in the content folder (front matter, the API
 * declarations, authors and tags), each with the `<title>` and `<h1>` its page must carry. A new doc, post,
 * API item or tag is tested as soon as it exists, without a list to keep up to date. The docs are the
 * latest version's; an archived version's pages are listed apart (ARCHIVED_ROUTES), for the sweeps
 * every page joins. Specs of exact texts and counts use the fixture content instead (e2e/fixture/).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse } from 'yaml';
import { groupByKind, plainText, splitMeaning, type ApiKind } from '../lib/core/api';
import { listPageUrl } from '../lib/core/blog';
import { authorPath, docPath, postPath, ROUTES, tagPath } from '../lib/core/paths';
import { readApiReference } from '../build-time/content/api-declarations';
import { CONTENT_DIR } from '../build-time/content/content-dir';
import { readMarkdownSource } from '../build-time/content/compile/markdown-source';
import siteConfig from '../content/site.config';
import { archivedName, docsVersions, latestVersion, type DocsVersion } from '../lib/core/versions';
import { versionDir } from '../build-time/content/version-layout';

export interface RouteExpectation {
  path: string;
  /** The `<title>`; every page but home ends in `| Lumenize`. */
  title: string;
  h1: string;
}

const page = (path: string, h1: string, title = `${h1} | Lumenize`): RouteExpectation => ({ path, title, h1 });

/** The files of a folder of the content folder (or of a version's tree, `tree`). */
const filesIn = (dir: string, extension: string, tree = CONTENT_DIR): string[] =>
  readdirSync(join(tree, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith(extension))
    .map((file) => join(tree, dir, file))
    .sort();

function frontMatter(file: string): Record<string, unknown> {
  const yaml = readMarkdownSource(readFileSync(file, 'utf8'), file).frontMatter?.yaml;
  if (yaml === undefined) throw new Error(`${file}: no front matter`);
  return parse(yaml);
}

const yamlFile = (file: string): Record<string, unknown> => parse(readFileSync(file, 'utf8'));
const stem = (file: string, dir: string, tree = CONTENT_DIR) => relative(join(tree, dir), file).replace(/\.[^.]+$/, '');

export interface GuideRoute extends RouteExpectation {
  /** The file as the repository names it (the end of its "Edit this page" link). */
  source: string;
  /** The heading levels its table of contents lists; null when the doc hides it. */
  toc: { min: number; max: number } | null;
  /** The languages of its fenced blocks, in order (`ts`, `bash`, `mermaid`). */
  fences: string[];
}

/** A version's guides, from its tree. */
const guidesOf = (version: DocsVersion): GuideRoute[] => {
  const tree = versionDir(archivedName(version), CONTENT_DIR);
  return filesIn('docs', '.mdx', tree).map((file) => {
    const fields = frontMatter(file);
    return {
      ...page(docPath(stem(file, 'docs', tree), version.root), String(fields.title)),
      source: file.split('\\').join('/'),
      toc: fields.hide_table_of_contents ? null : { min: Number(fields.toc_min_heading_level ?? 2), max: Number(fields.toc_max_heading_level ?? 3) },
      fences: [...readFileSync(file, 'utf8').matchAll(/^\s*```(\w+)/gm)].map((match) => match[1]),
    };
  });
};
const apiOf = async (version: DocsVersion) =>
  (await readApiReference(version.packages, { dir: versionDir(archivedName(version), CONTENT_DIR), root: version.root })).packages;

const LATEST = latestVersion(siteConfig.docs);

/** How the site names the latest version (search says where it looked: “in 0.26.0”). */
export const LATEST_LABEL = LATEST.label;

/** The latest version's name, as search's `version` filter and address take it. */
export const LATEST_VERSION = LATEST.name;

export const GUIDE_ROUTES: GuideRoute[] = guidesOf(LATEST);

/** Where `/docs` leads: the latest version's main doc. */
export const MAIN_DOC_PATH = docPath(LATEST.mainDocId);

const API = await apiOf(LATEST);

/**
 * The title of an API page as a reader reads it, written here rather than taken from the code that
 * titles the page, so that a mistake there cannot pass its own check.
 */
const API_ITEM_TITLE: Record<ApiKind, (name: string) => string> = {
  class: (name) => `Class: ${name}`,
  function: (name) => `Function: ${name}()`,
  interface: (name) => `Interface: ${name}`,
  'type-alias': (name) => `Type Alias: ${name}`,
};
const apiIndexTitle = (npmName: string) => `${npmName} API Reference`;
/** The title of the callout a warning note of each kind is, as a reader reads it. */
const CALLOUT_TITLE = { security: 'Security', hazard: 'Hazard' };

/** Each package's index page, with the kinds of item it groups (in the order the page shows them) and how many of each. */
export const API_INDEX_ROUTES: (RouteExpectation & { groups: { group: string; segment: string; count: number }[] })[] = API.map(({ pkg, items }) => ({
  ...page(pkg.url, apiIndexTitle(pkg.name)),
  groups: groupByKind(items).map(({ info, items: group }) => ({ group: info.group, segment: info.segment, count: group.length })),
}));

export interface ApiRoute extends RouteExpectation {
  packageName: string;
  /** The signature as TypeScript prints the declaration. */
  signature: string;
  /** The documented items the signature names, each a link to its page. */
  signatureLinks: { text: string; url: string }[];
  params: string[];
  /** Parameters and fields whose meaning is long: its first sentence, and the rest. */
  longMeanings: { name: string; first: string; rest: string }[];
  /** The names of its fields and members and the titles of its groups of notes, each a heading below its section: in its table of contents, and found by search. */
  subheadings: string[];
  /** Its notes written `Security: …` or `Hazard: …`, each a callout: its title and its text. */
  callouts: { title: string; text: string }[];
}

/** Each item's page, with what the page must show of it. */
export const API_ROUTES: ApiRoute[] = API.flatMap(({ items }) =>
  items.map((item) => ({
    ...page(item.url, API_ITEM_TITLE[item.kind](item.name)),
    packageName: item.packageName,
    signature: plainText(item.signature),
    signatureLinks: item.signature.flatMap((part) => (part.url ? [{ text: part.text, url: part.url }] : [])),
    params: item.params.map((param) => param.name),
    longMeanings: [...item.params, ...item.fields].flatMap((row) => {
      const { first, rest } = splitMeaning(row.description);
      return rest ? [{ name: row.name, first: plainText(first), rest: plainText(rest) }] : [];
    }),
    subheadings: [...item.fields, ...item.members].map((entry) => entry.name).concat(item.notes.flatMap((group) => (group.title ? [group.title] : []))),
    callouts: item.notes.flatMap((group) =>
      group.notes.flatMap((note) =>
        note.kind === 'security' || note.kind === 'hazard' ? [{ title: CALLOUT_TITLE[note.kind], text: plainText(note.parts) }] : [],
      ),
    ),
  })),
);

/**
 * Every archived version's pages, with the title and h1 each must carry: its root (its main doc),
 * guides, API indexes and item pages. The sweeps that check every page (routes, links, axe, Nu,
 * first paint, reading) take them with the latest's.
 */
export const ARCHIVED_ROUTES: (RouteExpectation & { version: string })[] = (
  await Promise.all(
    docsVersions(siteConfig.docs)
      .filter((version) => !version.latest)
      .map(async (version) => {
        const guides = guidesOf(version);
        const main = guides.find((route) => route.path === docPath(version.mainDocId, version.root))!;
        const api = (await apiOf(version)).flatMap(({ pkg, items }) => [
          page(pkg.url, apiIndexTitle(pkg.name)),
          ...items.map((item) => page(item.url, API_ITEM_TITLE[item.kind](item.name))),
        ]);
        return [page(version.root, main.h1), ...guides, ...api].map((route) => ({ ...route, version: version.name }));
      }),
  )
).flat();

/** The archived versions' guides, which the reading checks read as they read the latest's. */
export const ARCHIVED_GUIDE_PATHS = ARCHIVED_ROUTES.filter((route) => !route.path.includes('/api')).map((route) => route.path);

const STANDALONE_ROUTES = filesIn('pages', '.mdx').map((file) => page(`/${stem(file, 'pages')}`, String(frontMatter(file).title)));

/** Home, `/docs` and the standalone pages. */
export const SITE_ROUTES: RouteExpectation[] = [
  { path: ROUTES.home, title: 'Lumenize', h1: siteConfig.tagline },
  page(ROUTES.docs, GUIDE_ROUTES.find((route) => route.path === MAIN_DOC_PATH)!.h1),
  ...STANDALONE_ROUTES,
];

export const DOCS_AND_SITE_ROUTES = [...SITE_ROUTES, ...GUIDE_ROUTES, ...API_INDEX_ROUTES, ...API_ROUTES];

const authors = filesIn('authors', '.yaml').map((file) => ({ key: stem(file, 'authors'), name: String(yamlFile(file).name) }));
const tags = filesIn('tags', '.yaml').map((file) => ({ key: stem(file, 'tags'), ...(yamlFile(file) as { label: string; permalink: string }) }));
const posts = filesIn('blog', '.mdx').map((file) => ({
  ...(frontMatter(file) as { title: string; slug: string; date: unknown; authors: string[]; tags: string[]; description: string; image?: string }),
  // The writer's text before the marker, front matter left out.
  excerptSource: readFileSync(file, 'utf8')
    .replace(/^---\n[\s\S]*?\n---\n/, '')
    .split('{/* truncate */}')[0],
}));

export interface PostRoute extends RouteExpectation {
  /** `YYYY-MM-DD`, from the front matter. */
  date: string;
  /** The front matter's own social image, if it sets one. */
  image?: string;
  /** What feeds and search engines show of it; the blog list shows its excerpt instead. */
  description: string;
  /** Its Markdown before its `{/* truncate *\/}` marker (all of it without one): where the list's summary comes from. */
  excerptSource: string;
  /** The authors' names and the tags' labels, in the order the front matter gives them. */
  authors: string[];
  tags: string[];
}

/** Newest first, as the blog lists them. */
export const POST_ROUTES: PostRoute[] = posts
  .map((post) => ({
    ...page(postPath(post.slug), post.title),
    date: (post.date instanceof Date ? post.date.toISOString() : String(post.date)).slice(0, 10),
    image: post.image,
    description: post.description,
    excerptSource: post.excerptSource,
    authors: post.authors.map((key) => authors.find((author) => author.key === key)!.name),
    tags: post.tags.map((key) => tags.find((tag) => tag.key === key)!.label),
  }))
  .sort((a, b) => b.date.localeCompare(a.date));

/** Each tag's page, with its label and the number of posts its heading counts. */
export const TAG_ROUTES: (RouteExpectation & { label: string; posts: number })[] = tags.map((tag) => {
  const count = posts.filter((post) => post.tags.includes(tag.key)).length;
  return {
    ...page(tagPath(tag.permalink.replace(/^\//, '')), `${count} post${count === 1 ? '' : 's'} tagged with "${tag.label}"`),
    label: tag.label,
    posts: count,
  };
});

/** Each author's page, with the number of posts they wrote. */
export const AUTHOR_ROUTES: (RouteExpectation & { posts: number })[] = authors.map((author) => ({
  ...page(authorPath(author.key), author.name),
  posts: posts.filter((post) => post.authors.includes(author.key)).length,
}));

/** The blog's list pages: the first, then one more while posts remain. */
export const BLOG_LIST_PATHS: string[] = Array.from({ length: Math.max(1, Math.ceil(posts.length / siteConfig.blog.postsPerPage)) }, (_, index) =>
  listPageUrl(index + 1),
);

export const BLOG_ROUTES: RouteExpectation[] = [
  page(ROUTES.blog, siteConfig.blog.title, 'Blog | Lumenize'),
  ...BLOG_LIST_PATHS.slice(1).map((path, index) => page(path, siteConfig.blog.title, `Blog, page ${index + 2} | Lumenize`)),
  page(ROUTES.archive, 'Archive'),
  page(ROUTES.authors, 'Authors'),
  page(ROUTES.tags, 'Tags'),
  ...AUTHOR_ROUTES,
  ...TAG_ROUTES,
  ...POST_ROUTES,
];

export const ALL_ROUTES = [...DOCS_AND_SITE_ROUTES, ...ARCHIVED_ROUTES, ...BLOG_ROUTES];
