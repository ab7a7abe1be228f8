/**
 * Where the blog's feeds live: all posts, and each tag's beside its page. Kept apart
 * from lib/site/feeds.ts so the head's metadata can name them without loading the content.
 */
import { ROUTES } from './paths';

export type FeedFormat = 'rss' | 'atom' | 'json';

/** The whole blog's feeds, or those of the tag whose page is `tagPagePath` (`/blog/tags/mcp/rss.xml`). */
export function feedPaths(tagPagePath?: string): Record<FeedFormat, string> {
  const home = tagPagePath ?? ROUTES.blog;
  return { rss: `${home}/rss.xml`, atom: `${home}/atom.xml`, json: `${home}/feed.json` };
}

/** A feed's title, as `<link rel=alternate>` and feed readers show it: the blog's title, and the tag's label for a tag's feed. */
export function feedTitle(blogTitle: string, tagLabel?: string): string {
  return tagLabel ? `${blogTitle}: ${tagLabel}` : blogTitle;
}
