/**
 * Where the blog's feeds live: all posts, and each tag's beside its page. Kept apart
 * from lib/site/feeds.ts so the head's metadata can name them without loading the content.
 */
const RSS_PATH = '/blog/rss.xml';
const ATOM_PATH = '/blog/atom.xml';
const JSON_FEED_PATH = '/blog/feed.json';

export type FeedFormat = 'rss' | 'atom' | 'json';

/** The whole blog's feeds, or those of the tag whose page is `tagPagePath` (`/blog/tags/mcp/rss.xml`). */
export function feedPaths(tagPagePath?: string): Record<FeedFormat, string> {
  if (!tagPagePath) return { rss: RSS_PATH, atom: ATOM_PATH, json: JSON_FEED_PATH };
  return { rss: `${tagPagePath}/rss.xml`, atom: `${tagPagePath}/atom.xml`, json: `${tagPagePath}/feed.json` };
}

/** A feed's title, as `<link rel=alternate>` and feed readers show it: the blog's title, and the tag's label for a tag's feed. */
export function feedTitle(blogTitle: string, tagLabel?: string): string {
  return tagLabel ? `${blogTitle}: ${tagLabel}` : blogTitle;
}
