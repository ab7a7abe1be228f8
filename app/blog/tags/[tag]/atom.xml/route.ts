import { feedResponse, tagFeedParams, tagForSegment } from '@/lib/site/feeds';

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams(): { tag: string }[] {
  return tagFeedParams();
}

export async function GET(_request: Request, { params }: { params: Promise<{ tag: string }> }): Promise<Response> {
  return feedResponse('atom', tagForSegment((await params).tag));
}
