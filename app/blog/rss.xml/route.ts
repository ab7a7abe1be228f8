import { rssFeed } from '@/lib/feeds';

export const dynamic = 'force-static';

export function GET(): Response {
  return new Response(rssFeed(), { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
}
