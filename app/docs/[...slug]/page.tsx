import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ApiIndexPage } from '@/components/api/api-index-page';
import { ApiItemPage } from '@/components/api/api-item-page';
import { DocPage } from '@/components/docs/doc-page';
import { apiItemTitle } from '@/lib/content/api';
import { allDocsSlugs, resolveDocsRoute } from '@/lib/site/docs-routes';
import { buildMetadata } from '@/lib/site/metadata';

interface Props {
  params: Promise<{ slug: string[] }>;
}

export const dynamicParams = false;

export function generateStaticParams() {
  return allDocsSlugs().map((slug) => ({ slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const route = resolveDocsRoute((await params).slug);
  if (!route) return {};
  switch (route.kind) {
    case 'doc':
      return buildMetadata({ title: route.doc.title, description: route.doc.description, keywords: route.doc.keywords, image: route.doc.image, path: route.url, socialCard: true });
    case 'api-index':
      return buildMetadata({ title: `${route.pkg.name} API Reference`, description: `Every export of ${route.pkg.name}, grouped by kind.`, path: route.url, socialCard: true });
    case 'api-item':
      return buildMetadata({ title: apiItemTitle(route.item), description: route.item.summary, keywords: [route.item.name, route.item.packageName], path: route.url, socialCard: true });
  }
}

export default async function DocsRoutePage({ params }: Props) {
  const route = resolveDocsRoute((await params).slug);
  if (!route) notFound();
  switch (route.kind) {
    case 'doc':
      return <DocPage doc={route.doc} />;
    case 'api-index':
      return <ApiIndexPage pkg={route.pkg} />;
    case 'api-item':
      return <ApiItemPage item={route.item} />;
  }
}
