import type { Metadata } from 'next';
import { NotFoundPage } from '@/components/layout/not-found-page';

export const metadata: Metadata = {
  title: 'Page Not Found',
  description: 'The page you asked for is not on the Lumenize site.',
  robots: { index: false },
};

export default function NotFound() {
  return <NotFoundPage />;
}
