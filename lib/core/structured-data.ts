/**
 * schema.org JSON-LD for search engines: TechArticle and BreadcrumbList on docs pages,
 * BlogPosting on posts. Builders are pure, given the site's configuration and base path; pages
 * render them with `serializeJsonLd`.
 */
import type { SiteConfig } from '@/lib/core/site-config';
import { absoluteUrl, BASE_PATH } from './base-path';

export type JsonLd = { '@context': 'https://schema.org'; '@type': string } & Record<string, unknown>;

function publisher(config: SiteConfig, basePath: string) {
  return {
    '@type': 'Organization',
    name: config.title,
    url: absoluteUrl('/', config, basePath),
    logo: { '@type': 'ImageObject', url: absoluteUrl(config.logo.src, config, basePath) },
  };
}

export interface TechArticleInput {
  title: string;
  description: string;
  /** Site path of the page (its canonical URL). */
  url: string;
  dateModified: Date;
  image?: string;
  keywords?: string[];
}

export function techArticleJsonLd(page: TechArticleInput, config: SiteConfig, basePath = BASE_PATH): JsonLd {
  const url = absoluteUrl(page.url, config, basePath);
  return {
    '@context': 'https://schema.org',
    '@type': 'TechArticle',
    headline: page.title,
    description: page.description,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    dateModified: page.dateModified.toISOString(),
    image: absoluteUrl(page.image ?? config.socialImage, config, basePath),
    ...(page.keywords?.length ? { keywords: page.keywords.join(', ') } : {}),
    inLanguage: config.i18n.localeConfigs[config.i18n.defaultLocale]?.htmlLang ?? 'en',
    publisher: publisher(config, basePath),
  };
}

/**
 * The breadcrumbs the page shows — home, the categories, the page — as a BreadcrumbList.
 * A category that is not a page of its own (no link on screen) is left out: every entry but
 * the last needs a URL, and the list's positions count only what remains.
 */
export function breadcrumbListJsonLd(crumbs: { label: string; href?: string }[], pageUrl: string, config: SiteConfig, basePath = BASE_PATH): JsonLd {
  const entries: { name: string; path: string }[] = [{ name: 'Home', path: '/' }];
  crumbs.forEach((crumb, index) => {
    const last = index === crumbs.length - 1;
    if (last) entries.push({ name: crumb.label, path: pageUrl });
    else if (crumb.href) entries.push({ name: crumb.label, path: crumb.href });
  });
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: entries.map((entry, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: entry.name,
      item: absoluteUrl(entry.path, config, basePath),
    })),
  };
}

export interface BlogPostingInput {
  title: string;
  description: string;
  url: string;
  /** Publication date (ISO). */
  date: string;
  tags: string[];
  image?: string;
}
export interface BlogAuthorInput {
  name: string;
  url: string;
}

/** For a post page: the post, its authors and when its file last changed. */
export function blogPostingJsonLd(
  post: BlogPostingInput,
  { authors = [], dateModified, config, basePath = BASE_PATH }: { authors?: BlogAuthorInput[]; dateModified?: Date; config: SiteConfig; basePath?: string },
): JsonLd {
  const url = absoluteUrl(post.url, config, basePath);
  const datePublished = new Date(post.date).toISOString();
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.description,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    datePublished,
    dateModified: dateModified ? dateModified.toISOString() : datePublished,
    image: absoluteUrl(post.image ?? config.socialImage, config, basePath),
    ...(post.tags.length > 0 ? { keywords: post.tags.join(', ') } : {}),
    author: authors.map((author) => ({ '@type': 'Person', name: author.name, url: author.url })),
    publisher: publisher(config, basePath),
  };
}

/**
 * JSON for a `<script type="application/ld+json">`: `<`, `>` and `&` are escaped so no string in
 * the data can close the script element or open a comment; the JSON still parses the same.
 */
export function serializeJsonLd(data: JsonLd | JsonLd[]): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}
