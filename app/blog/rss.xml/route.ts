import { feedResponse } from '@/lib/site/feeds';

export const dynamic = 'force-static';

export function GET(): Response {
  return feedResponse('rss');
}
