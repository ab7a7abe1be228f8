import type { Metadata } from 'next';
import { OG_IMAGE_SIZE, ogImagePath } from './og/paths';
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
}

/** RSS and Atom `<link rel=alternate>` on every page (decisions.md, head). */
export const feedAlternates = {
  'application/rss+xml': [{ url: absoluteUrl('/blog/rss.xml'), title: `${siteConfig.blog.title} RSS Feed` }],
  'application/atom+xml': [{ url: absoluteUrl('/blog/atom.xml'), title: `${siteConfig.blog.title} Atom Feed` }],
};

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
    alternates: { canonical, types: feedAlternates },
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
