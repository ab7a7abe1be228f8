import type { Metadata } from 'next';
import { OG_IMAGE_SIZE, ogImagePath } from './og/paths';
import { feedPaths, feedTitle } from './feed-paths';
import { absoluteUrl, siteConfig } from './site-config';

export interface PageMeta {
  /** The page's own title; the root layout's template adds `| Lumenize`. */
  title?: string;
  description?: string;
  keywords?: string[];
  /** Site path of the page, for the canonical link. */
  path: string;
  /** The page's own social image (front matter `image`); it wins over a generated card. */
  image?: string;
  /** The build draws this page a social card (docs pages and posts, issue 8): use it for og:image. */
  socialCard?: boolean;
  canonicalPath?: string;
  type?: 'website' | 'article';
  publishedTime?: string;
  authors?: string[];
  /** A tag page also lists that tag's feeds. */
  feedTag?: FeedTag;
}

/** A tag whose page (at `path`) has feeds of its own. */
export interface FeedTag {
  path: string;
  label: string;
}

type FeedAlternates = Record<'application/rss+xml' | 'application/atom+xml' | 'application/feed+json', { url: string; title: string }[]>;

/** The blog's feeds (or, after them, one tag's) as `<link rel=alternate>` entries. */
export function feedAlternatesFor(tag?: FeedTag): FeedAlternates {
  const entries = (forTag?: typeof tag): FeedAlternates => {
    const paths = feedPaths(forTag?.path);
    const title = feedTitle(forTag?.label);
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

/** RSS, Atom and JSON feed `<link rel=alternate>` on every page (decisions.md, head). */
export const feedAlternates = feedAlternatesFor();

/** The id of each page's `<main>`, the skip link's target. */
export const MAIN_ID = 'main-content';

/** The one metadata helper (code-style §5): title, description, canonical, Open Graph, Twitter. */
export function buildMetadata(meta: PageMeta): Metadata {
  const description = meta.description ?? siteConfig.description;
  const canonicalPath = meta.canonicalPath ?? meta.path;
  const canonical = absoluteUrl(canonicalPath);
  const fullTitle = meta.title ? `${meta.title} | ${siteConfig.title}` : siteConfig.title;
  // A page shown under two paths (/docs) shares the card of its canonical page.
  const image =
    meta.image || !meta.socialCard
      ? { url: absoluteUrl(meta.image ?? siteConfig.socialImage) }
      : { url: absoluteUrl(ogImagePath(canonicalPath)), ...OG_IMAGE_SIZE, alt: fullTitle };
  return {
    ...(meta.title ? { title: meta.title } : {}),
    description,
    keywords: meta.keywords,
    alternates: { canonical, types: meta.feedTag ? feedAlternatesFor(meta.feedTag) : feedAlternates },
    openGraph: {
      title: fullTitle,
      description,
      url: canonical,
      siteName: siteConfig.title,
      type: meta.type ?? 'website',
      images: [image],
      ...(meta.publishedTime ? { publishedTime: meta.publishedTime } : {}),
      ...(meta.authors ? { authors: meta.authors } : {}),
    },
    twitter: { card: 'summary_large_image', title: fullTitle, description, images: [image] },
  };
}
