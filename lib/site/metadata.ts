import type { Metadata } from 'next';
import type { SitePage } from '@/lib/core/page';
import { OG_IMAGE_SIZE, ogImagePath } from '@/lib/core/og-paths';
import { feedPaths, feedTitle } from '@/lib/core/feed-paths';
import { getPage, siteFailure } from './pages';
import { absoluteUrl, siteConfig } from '@/lib/site/site-config';

/** What the head says of a page: the fields of its record in the page model (a docs page's version too). */
export type PageMeta = Pick<
  SitePage,
  'url' | 'title' | 'description' | 'keywords' | 'canonical' | 'image' | 'card' | 'openGraphType' | 'article' | 'feedTag' | 'noindex'
>;

/** A tag whose page (at `path`) has feeds of its own. */
interface FeedTag {
  path: string;
  label: string;
}

type FeedAlternates = Record<'application/rss+xml' | 'application/atom+xml' | 'application/feed+json', { url: string; title: string }[]>;

/** The blog's feeds (or, after them, one tag's) as `<link rel=alternate>` entries. */
function feedAlternatesFor(tag?: FeedTag): FeedAlternates {
  const entries = (forTag?: typeof tag): FeedAlternates => {
    const paths = feedPaths(forTag?.path);
    const title = feedTitle(siteConfig.blog.title, forTag?.label);
    return {
      'application/rss+xml': [{ url: absoluteUrl(paths.rss), title: `${title} RSS Feed` }],
      'application/atom+xml': [{ url: absoluteUrl(paths.atom), title: `${title} Atom Feed` }],
      'application/feed+json': [{ url: absoluteUrl(paths.json), title: `${title} JSON Feed` }],
    };
  };
  const site = entries();
  if (!tag) return site;
  const own = entries(tag);
  return {
    'application/rss+xml': [...site['application/rss+xml'], ...own['application/rss+xml']],
    'application/atom+xml': [...site['application/atom+xml'], ...own['application/atom+xml']],
    'application/feed+json': [...site['application/feed+json'], ...own['application/feed+json']],
  };
}

/** RSS, Atom and JSON feed `<link rel=alternate>` on every page. */
export const feedAlternates = feedAlternatesFor();

/** A page's `<title>` (and Open Graph title): its own, then the site's; the site's alone for a page without one. */
export const fullTitle = (title?: string): string => (title ? `${title} | ${siteConfig.title}` : siteConfig.title);

/** The one metadata helper: title, description, canonical, Open Graph and Twitter tags of a page. */
export function buildMetadata(page: PageMeta): Metadata {
  const canonical = absoluteUrl(page.canonical);
  const title = fullTitle(page.title);
  // A page's own image wins; else its generated card, which a second address (/docs) shares with its canonical page.
  const image =
    page.image || !page.card
      ? { url: absoluteUrl(page.image ?? siteConfig.socialImage) }
      : { url: absoluteUrl(ogImagePath(page.canonical)), ...OG_IMAGE_SIZE, alt: title };
  return {
    title,
    description: page.description,
    ...(page.keywords.length > 0 ? { keywords: page.keywords } : {}),
    ...(page.noindex ? { robots: { index: false } } : {}),
    alternates: { canonical, types: page.feedTag ? feedAlternatesFor(page.feedTag) : feedAlternates },
    openGraph: {
      title,
      description: page.description,
      url: canonical,
      siteName: siteConfig.title,
      type: page.openGraphType,
      images: [image],
      ...(page.article ? { publishedTime: page.article.published, authors: page.article.authors } : {}),
    },
    twitter: { card: 'summary_large_image', title, description: page.description, images: [image] },
  };
}

/**
 * The metadata of the page at `url` in the page model (for route files). While the content step
 * could make no model (only `npm run dev` runs on such content), every page shows its report and
 * the head says nothing of a page: no page is missing then, none is there yet.
 */
export function metadataOf(url: string): Metadata {
  const page = getPage(url);
  if (!page && siteFailure() !== undefined) return {};
  if (!page) throw new Error(`No page ${url} in the page model.`);
  return buildMetadata(page);
}
