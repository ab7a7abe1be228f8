import { SearchPage } from '@/components/search/search-page';
import { metadataOf } from '@/lib/site/metadata';

export const generateMetadata = () => metadataOf('/search');

export default function SearchRoute() {
  return <SearchPage />;
}
