import { SearchPage } from '@/components/search/search-page';
import { ROUTES } from '@/lib/core/paths';
import { metadataOf } from '@/lib/site/metadata';

export const generateMetadata = () => metadataOf(ROUTES.search);

export default function SearchRoute() {
  return <SearchPage />;
}
