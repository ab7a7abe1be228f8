import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ApiIndexView } from '@/components/api/api-index-page';
import { ApiItemView } from '@/components/api/api-item-page';
import { DocView } from '@/components/docs/doc-page';
import type { ApiIndexPage, ApiItemPage, DocPage } from '@/lib/content/page-model';
import { buildMetadata } from '@/lib/site/metadata';
import { allPages, getPage } from '@/lib/site/pages';

interface Props {
  params: Promise<{ slug: string[] }>;
}

type DocsPage = DocPage | ApiIndexPage | ApiItemPage;

const isDocsPage = (page: ReturnType<typeof getPage>): page is DocsPage => page?.kind === 'doc' || page?.kind === 'api-index' || page?.kind === 'api-item';

async function findPage({ params }: Props): Promise<DocsPage | undefined> {
  const page = getPage(`/docs/${(await params).slug.join('/')}`);
  return isDocsPage(page) ? page : undefined;
}

export const dynamicParams = false;

export function generateStaticParams() {
  return allPages()
    .filter((page) => isDocsPage(page) && page.url.startsWith('/docs/'))
    .map((page) => ({ slug: page.url.slice('/docs/'.length).split('/') }));
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const page = await findPage(props);
  return page ? buildMetadata(page) : {};
}

export default async function DocsRoute(props: Props) {
  const page = await findPage(props);
  if (!page) notFound();
  if (page.kind === 'api-index') return <ApiIndexView page={page} />;
  if (page.kind === 'api-item') return <ApiItemView page={page} />;
  return <DocView page={page} />;
}
