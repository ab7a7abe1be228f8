import { tagFeedParams, tagFeedResponse } from '@/lib/site/feeds';

export const dynamic = 'force-static';
export function generateStaticParams(): { tag: string }[] {
  return tagFeedParams();
}

export async function GET(_request: Request, { params }: { params: Promise<{ tag: string }> }): Promise<Response> {
  return tagFeedResponse('rss', (await params).tag);
}
