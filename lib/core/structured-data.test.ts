import { describe, expect, it } from 'vitest';
import siteConfig from '@/content/site.config';
import { blogPostingJsonLd, breadcrumbListJsonLd, serializeJsonLd, techArticleJsonLd } from './structured-data';

describe('techArticleJsonLd', () => {
  it('describes a docs page with absolute URLs, its modification date and Lumenize as publisher', () => {
    const data = techArticleJsonLd(
      {
        title: 'Quick Start',
        description: 'Set up Lumenize RPC.',
        url: '/docs/rpc/quick-start',
        dateModified: new Date('2025-10-12T08:30:00Z'),
        keywords: ['rpc', 'vitest'],
      },
      siteConfig,
    );
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'TechArticle',
      headline: 'Quick Start',
      description: 'Set up Lumenize RPC.',
      url: 'https://lumenize.com/docs/rpc/quick-start',
      mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://lumenize.com/docs/rpc/quick-start' },
      dateModified: '2025-10-12T08:30:00.000Z',
      image: 'https://lumenize.com/img/social-card.png',
      keywords: 'rpc, vitest',
      inLanguage: 'en',
      publisher: {
        '@type': 'Organization',
        name: 'Lumenize',
        url: 'https://lumenize.com/',
        logo: { '@type': 'ImageObject', url: 'https://lumenize.com/img/logo.svg' },
      },
    });
  });

  it('puts the base path into every URL', () => {
    const data = techArticleJsonLd({ title: 'T', description: 'D', url: '/docs/introduction', dateModified: new Date(0) }, siteConfig, '/base');
    expect(data.url).toBe('https://lumenize.com/base/docs/introduction');
  });
});

describe('breadcrumbListJsonLd', () => {
  it('lists home, the categories that are pages, and the page itself, numbered from 1', () => {
    const data = breadcrumbListJsonLd(
      [{ label: 'RPC' }, { label: 'API Reference', href: '/docs/rpc/api' }, { label: 'Functions' }, { label: 'createRpcClient' }],
      '/docs/rpc/api/functions/createRpcClient',
      siteConfig,
    );
    expect(data['@type']).toBe('BreadcrumbList');
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://lumenize.com/' },
      { '@type': 'ListItem', position: 2, name: 'API Reference', item: 'https://lumenize.com/docs/rpc/api' },
      { '@type': 'ListItem', position: 3, name: 'createRpcClient', item: 'https://lumenize.com/docs/rpc/api/functions/createRpcClient' },
    ]);
  });

  it('a top-level page is home and the page', () => {
    const data = breadcrumbListJsonLd([{ label: 'Introduction' }], '/docs/introduction', siteConfig);
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://lumenize.com/' },
      { '@type': 'ListItem', position: 2, name: 'Introduction', item: 'https://lumenize.com/docs/introduction' },
    ]);
  });
});

describe('blogPostingJsonLd', () => {
  const post = {
    title: 'Shoulders of giants',
    description: 'What Lumenize builds on.',
    url: '/blog/shoulders-of-giants',
    date: '2025-09-01T00:00:00.000Z',
    tags: ['architecture', 'personal'],
  };

  it('describes a post with its dates, authors, keywords and publisher', () => {
    const data = blogPostingJsonLd(post, {
      authors: [{ name: 'Larry Maccherone', url: 'https://github.com/lmaccherone' }],
      dateModified: new Date('2025-10-01T12:00:00Z'),
      config: siteConfig,
    });
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: 'Shoulders of giants',
      description: 'What Lumenize builds on.',
      url: 'https://lumenize.com/blog/shoulders-of-giants',
      datePublished: '2025-09-01T00:00:00.000Z',
      dateModified: '2025-10-01T12:00:00.000Z',
      keywords: 'architecture, personal',
      author: [{ '@type': 'Person', name: 'Larry Maccherone', url: 'https://github.com/lmaccherone' }],
      publisher: { '@type': 'Organization', name: 'Lumenize' },
    });
  });

  it('without a modification date, the post counts as modified when published', () => {
    const data = blogPostingJsonLd({ ...post, image: '/img/blog/giants.png' }, { config: siteConfig });
    expect(data.dateModified).toBe('2025-09-01T00:00:00.000Z');
    expect(data.image).toBe('https://lumenize.com/img/blog/giants.png');
    expect(data.author).toEqual([]);
  });
});

describe('serializeJsonLd', () => {
  it('cannot close the script element, and parses back to the same data', () => {
    const data = techArticleJsonLd(
      { title: '</script><script>alert(1)</script>', description: 'a & b <!--', url: '/x', dateModified: new Date(0) },
      siteConfig,
    );
    const json = serializeJsonLd(data);
    expect(json).not.toMatch(/[<>&]/);
    expect(JSON.parse(json)).toEqual(data);
  });
});
