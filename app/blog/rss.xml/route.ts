import { feedResponse } from '@/lib/feeds';

export const dynamic = 'force-static';

export function GET(): Response {
  return feedResponse('rss');
}
