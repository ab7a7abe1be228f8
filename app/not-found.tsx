import type { Metadata } from 'next';
import { NotFoundPage } from '@/components/layout/not-found-page';
import { fullTitle } from '@/lib/site/metadata';

export const metadata: Metadata = {
  title: fullTitle('Page Not Found'),
  description: 'The page you asked for is not on the Lumenize site.',
  robots: { index: false },
};

export default function NotFound() {
  return <NotFoundPage />;
}
