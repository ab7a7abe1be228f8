import { atomFeed } from '@/lib/feeds';

export const dynamic = 'force-static';

export function GET(): Response {
  return new Response(atomFeed(), { headers: { 'Content-Type': 'application/atom+xml; charset=utf-8' } });
}
