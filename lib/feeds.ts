/**
 * The blog's RSS 2.0 and Atom feeds (decisions.md, Routes), built with `feed` from the same
 * content queries as the pages: every post with its full content as HTML and absolute URLs.
 */
import { Feed, type Author as FeedAuthor, type Category } from 'feed';
import { mdxToHtml } from './blog';
import { getAuthor, getPosts, getTag, type Post } from './content';
import { absoluteUrl, siteConfig } from './site-config';

/** The XSLT stylesheet both feeds name, so a browser shows them as a readable page. */
export const FEED_STYLESHEET_PATH = '/blog/feed.xsl';

export const RSS_PATH = '/blog/rss.xml';
export const ATOM_PATH = '/blog/atom.xml';

function authorsOf(post: Post): FeedAuthor[] {
  return post.authors.map((key) => {
    const author = getAuthor(key);
    if (!author) throw new Error(`${post.sourcePath}: field "authors" names unknown author "${key}".`);
    return { name: author.name, link: author.url };
  });
}

function categoriesOf(post: Post): Category[] {
  return post.tags.map((key) => {
    const tag = getTag(key);
    if (!tag) throw new Error(`${post.sourcePath}: field "tags" names unknown tag "${key}".`);
    // RSS `domain` and Atom `scheme` name the taxonomy (the tags index); the term is the tag's key.
    return { name: tag.label, term: tag.key, domain: absoluteUrl('/blog/tags'), scheme: absoluteUrl('/blog/tags') };
  });
}

/** The whole post as HTML: the truncate marker (an MDX comment) drops out, links and images become absolute. */
export function postContentHtml(post: Post): string {
  return mdxToHtml(post.body.raw, { resolveUrl: (path) => absoluteUrl(path) });
}

/**
 * RSS 2.0 wants an e-mail address in `<author>`, which our authors do not publish, so the RSS
 * feed names them with `<dc:creator>` instead; Atom has a proper `<author><name>`.
 */
export function buildFeed(format: 'rss' | 'atom'): Feed {
  const posts = getPosts();
  const feed = new Feed({
    id: absoluteUrl('/blog'),
    title: siteConfig.blog.title,
    description: siteConfig.blog.description,
    link: absoluteUrl('/blog'),
    language: siteConfig.i18n.localeConfigs[siteConfig.i18n.defaultLocale].htmlLang,
    copyright: siteConfig.footer.copyright,
    // The newest post's date, not the build time: the same content gives the same feed.
    updated: new Date(posts[0]?.date ?? 0),
    // Same origin as the feed, as browsers require for XSLT; the base path keeps it right under a prefix.
    stylesheet: `${siteConfig.basePath}${FEED_STYLESHEET_PATH}`,
    feedLinks: { rss: absoluteUrl(RSS_PATH), atom: absoluteUrl(ATOM_PATH) },
  });
  for (const post of posts) {
    feed.addItem({
      // No separate id: the RSS guid becomes the permalink and the Atom id the same URL.
      link: absoluteUrl(post.url),
      title: post.title,
      date: new Date(post.date),
      published: new Date(post.date),
      description: post.description,
      content: postContentHtml(post),
      category: categoriesOf(post),
      ...(format === 'atom'
        ? { author: authorsOf(post) }
        : { extensions: authorsOf(post).map((author) => ({ name: 'dc:creator', objects: { _cdata: author.name } })) }),
    });
  }
  return feed;
}

export function rssFeed(): string {
  return buildFeed('rss').rss2();
}

export function atomFeed(): string {
  return buildFeed('atom').atom1();
}
