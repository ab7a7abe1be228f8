import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { ApiIndexView } from '@/components/api/api-index-page';
import { ApiItemView } from '@/components/api/api-item-page';
import { DocView } from '@/components/docs/doc-page';
import { pageView } from '@/components/layout/content-mistake-page';
import { docPath, ROUTES } from '@/lib/core/paths';
import { buildMetadata } from '@/lib/site/metadata';
import { pageOf, pagesOf, staticParams, type PageOfKind } from '@/lib/site/pages';

interface Props {
  params: Promise<{ slug: string[] }>;
}

type DocsKind = 'doc' | 'api-index' | 'api-item';

/** The view of each kind of page under /docs. */
const VIEWS: { [K in DocsKind]: (props: { page: PageOfKind<K> }) => ReactNode } = {
  doc: DocView,
  'api-index': ApiIndexView,
  'api-item': ApiItemView,
};
const DOCS_KINDS = Object.keys(VIEWS) as DocsKind[];

const urlOf = async ({ params }: Props) => docPath((await params).slug.join('/'));
const findPage = async (props: Props) => pageOf(DOCS_KINDS, await urlOf(props));

/** Every docs page of every version but `/docs` itself, which has a route of its own (an archived version's root is here). */
export function generateStaticParams() {
  return staticParams(() =>
    pagesOf(DOCS_KINDS)
      .filter((page) => page.url !== ROUTES.docs)
      .map((page) => ({ slug: page.url.slice(`${ROUTES.docs}/`.length).split('/') })),
  );
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const page = await findPage(props);
  return page ? buildMetadata(page) : {};
}

export default async function DocsRoute(props: Props) {
  return pageView(await urlOf(props), await findPage(props), (page) => {
    // VIEWS pairs each kind with its view; TypeScript cannot follow that pairing through the union.
    const View = VIEWS[page.kind] as (props: { page: typeof page }) => ReactNode;
    return <View page={page} />;
  });
}
