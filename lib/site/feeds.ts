/**
 * The blog's RSS 2.0, Atom and JSON feeds, for all posts and for each tag, built with `feed` from
 * the page model: every post with its full content as HTML (from its compile, highlighted, with
 * absolute URLs).
 */
import { Feed, type Author as FeedAuthor, type Category, type Extension } from 'feed';
import { plainContent, plainHtml } from '@/lib/site/outputs';
import type { PostPage, TagInfo } from '@/lib/core/page';
import { ROUTES } from '@/lib/core/paths';
import { feedPaths, feedTitle, type FeedFormat } from '@/lib/core/feed-paths';
import { allTags, getAuthor, getTag, pageOf, pagesOf, staticParams, tagOfSegment } from './pages';
import { absoluteUrl, siteConfig } from '@/lib/site/site-config';
import { withBasePath } from '@/lib/core/base-path';

/** The XSLT stylesheet both feeds name, so a browser shows them as a readable page. */
const FEED_STYLESHEET_PATH = '/blog/feed.xsl';

const FEED_CONTENT_TYPES: Record<FeedFormat, string> = {
  rss: 'application/rss+xml; charset=utf-8',
  atom: 'application/atom+xml; charset=utf-8',
  json: 'application/feed+json; charset=utf-8',
};

function authorsOf(post: PostPage): FeedAuthor[] {
  return post.authors.flatMap((key) => {
    const author = getAuthor(key);
    return author ? [{ name: author.name, link: author.url }] : [];
  });
}

function categoriesOf(post: PostPage): Category[] {
  return post.tags.flatMap((key) => {
    const tag = getTag(key);
    // RSS `domain` and Atom `scheme` name the taxonomy (the tags index); the term is the tag's key.
    return tag ? [{ name: tag.label, term: tag.key, domain: absoluteUrl(ROUTES.tags), scheme: absoluteUrl(ROUTES.tags) }] : [];
  });
}

/** The whole post as HTML: its components in their plain form, links and images absolute. */
function postContentHtml(post: PostPage): string {
  const content = plainContent(post, { resolveUrl: (path) => absoluteUrl(path) });
  return content ? plainHtml(content) : '';
}

/**
 * RSS 2.0 wants an e-mail address in `<author>`, which our authors do not publish, so the RSS
 * feed names them with `<dc:creator>` instead; Atom has a proper `<author><name>`. One extension
 * holds them all, one element each: the feed library keeps a single extension per element name.
 */
function creators(post: PostPage): Extension {
  const elements = authorsOf(post).map((author) => ({ _cdata: author.name }));
  // Typed as one element's content, but the library's XML writer writes an array as one element per entry.
  return { name: 'dc:creator', objects: elements as unknown as Extension['objects'] };
}

function buildFeed(format: FeedFormat, tag?: TagInfo): Feed {
  const posts = tag ? (pageOf('tag', tag.page)?.posts ?? []).flatMap((url) => pageOf('post', url) ?? []) : pagesOf('post');
  const home = tag ? tag.page : ROUTES.blog;
  const paths = feedPaths(tag ? home : undefined);
  const feed = new Feed({
    id: absoluteUrl(home),
    title: feedTitle(siteConfig.blog.title, tag?.label),
    description: tag ? tag.description : siteConfig.blog.description,
    link: absoluteUrl(home),
    language: siteConfig.i18n.localeConfigs[siteConfig.i18n.defaultLocale].htmlLang,
    copyright: siteConfig.footer.copyright,
    // The newest post's date, not the build time: the same content gives the same feed.
    updated: new Date(posts[0]?.date ?? 0),
    // Same origin as the feed, as browsers require for XSLT; the base path keeps it right under a prefix.
    stylesheet: withBasePath(FEED_STYLESHEET_PATH),
    feedLinks: { rss: absoluteUrl(paths.rss), atom: absoluteUrl(paths.atom), json: absoluteUrl(paths.json) },
  });
  for (const post of posts) {
    feed.addItem({
      // No separate id: the RSS guid becomes the permalink and the Atom id the same URL.
      link: absoluteUrl(post.url),
      title: post.title ?? '',
      date: new Date(post.date),
      published: new Date(post.date),
      description: post.description,
      content: postContentHtml(post),
      category: categoriesOf(post),
      ...(format === 'rss' ? { extensions: [creators(post)] } : { author: authorsOf(post) }),
    });
  }
  return feed;
}

/** One feed as the file its route serves. */
function feedDocument(format: FeedFormat, tag?: TagInfo): string {
  const feed = buildFeed(format, tag);
  return format === 'rss' ? feed.rss2() : format === 'atom' ? feed.atom1() : feed.json1();
}

export function feedResponse(format: FeedFormat, tag?: TagInfo): Response {
  return new Response(feedDocument(format, tag), { headers: { 'Content-Type': FEED_CONTENT_TYPES[format] } });
}

/** A tag's feed, its segment being the tag's permalink; 404 for a segment no tag has. */
export function tagFeedResponse(format: FeedFormat, segment: string): Response {
  const tag = tagOfSegment(segment);
  return tag ? feedResponse(format, tag) : new Response(`No tag with the permalink /${segment}`, { status: 404 });
}

export function tagFeedParams(): { tag: string }[] {
  return staticParams(() => allTags().map((tag) => ({ tag: tag.segment })));
}
