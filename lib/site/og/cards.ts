import { API_PACKAGES, apiItemTitle } from '../../content/api';
import { formatPostDate } from '../blog';
import { getPosts } from '../../content/index';
import { allDocsSlugs, resolveDocsRoute, type DocsRoute } from '../docs-routes';
import { getBreadcrumbs } from '../sidebar';
import { sectionLabel } from './layout';

/** What one generated social card shows (issue 8): the page title, where it sits, the brand. */
export interface OgCard {
  /** The page the card is for. */
  url: string;
  title: string;
  section: string;
}

function docsCard(route: DocsRoute): OgCard | undefined {
  switch (route.kind) {
    case 'doc': {
      // A doc that names its own image keeps it; no card is made for it.
      if (route.doc.image) return undefined;
      const trail = getBreadcrumbs(route.url).slice(0, -1).map((crumb) => crumb.label);
      return { url: route.url, title: route.doc.title, section: sectionLabel(trail.slice(0, 2)) || 'Docs' };
    }
    case 'api-index':
      return { url: route.url, title: `${route.pkg.name} API Reference`, section: sectionLabel([route.pkg.label, 'API Reference']) };
    case 'api-item': {
      const pkg = API_PACKAGES.find((p) => p.id === route.item.packageId);
      return { url: route.url, title: apiItemTitle(route.item), section: sectionLabel([pkg?.label, 'API Reference']) };
    }
  }
}

/**
 * Every card the build makes: each docs page and each post without an `image` of its own.
 * `/docs` has none: it shows the introduction and shares its card (see buildMetadata).
 */
export function getOgCards(): OgCard[] {
  cards ??= collectCards();
  return cards.list;
}

/** The card of one page; the build asks once per card, so the list is made once, not each time. */
export function getOgCard(url: string): OgCard | undefined {
  cards ??= collectCards();
  return cards.byUrl.get(url);
}

let cards: { list: OgCard[]; byUrl: Map<string, OgCard> } | undefined;

function collectCards() {
  const docs = allDocsSlugs().flatMap((slug) => {
    const route = resolveDocsRoute(slug);
    const card = route && docsCard(route);
    return card ? [card] : [];
  });
  const posts = getPosts()
    .filter((post) => !post.image)
    .map((post) => ({ url: post.url, title: post.title, section: sectionLabel(['Blog', formatPostDate(post.date)]) }));
  const list = [...docs, ...posts];
  return { list, byUrl: new Map(list.map((card) => [card.url, card])) };
}
