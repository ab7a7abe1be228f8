import { DocView } from '@/components/docs/doc-page';
import { pageNotFound } from '@/components/layout/not-found-page';
import { ROUTES } from '@/lib/core/paths';
import { metadataOf } from '@/lib/site/metadata';
import { pageOf } from '@/lib/site/pages';

/** `/docs` shows the main doc; its canonical link names the doc's own address. */
export const generateMetadata = () => metadataOf(ROUTES.docs);

export default function DocsRootRoute() {
  const page = pageOf('doc', ROUTES.docs);
  if (!page) return pageNotFound();
  return <DocView page={page} />;
}
