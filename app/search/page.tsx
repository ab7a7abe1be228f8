import type { Metadata } from 'next';
import { SearchPage } from '@/components/search/search-page';
import { buildMetadata } from '@/lib/site/metadata';

export const metadata: Metadata = {
  ...buildMetadata({ title: 'Search', description: 'Search the Lumenize docs and blog.', path: '/search' }),
  robots: { index: false },
};

export default function Search() {
  return <SearchPage />;
}
