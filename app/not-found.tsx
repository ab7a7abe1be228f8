import type { Metadata } from 'next';
import { SiteLink } from '@/components/link/site-link';
import { MAIN_ID } from '@/lib/site/landmarks';

export const metadata: Metadata = {
  title: 'Page Not Found',
  description: 'The page you asked for is not on the Lumenize site.',
  robots: { index: false },
};

export default function NotFound() {
  return (
    <main id={MAIN_ID} tabIndex={-1} data-fallback-page="not-found">
      <h1>Page Not Found</h1>
      <p>We could not find what you were looking for. The page may have moved, or the link that brought you here may be mistyped.</p>
      <ul>
        <li>
          <SiteLink href="/">Go to the home page</SiteLink>
        </li>
        <li>
          <SiteLink href="/docs/introduction">Start with the docs introduction</SiteLink>
        </li>
        <li>
          <SiteLink href="/blog">Read the blog</SiteLink>
        </li>
      </ul>
    </main>
  );
}
