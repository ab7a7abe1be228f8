import { getOgCard, getOgCards } from '@/lib/site/og/cards';
import { ogImagePage, ogImagePath, OG_IMAGE_PREFIX } from '@/lib/core/og-paths';
import { renderOgCard } from '@/lib/site/og/render-card';
import { staticParams } from '@/lib/site/pages';

// One social card per docs page and post, written into the export at build.
export const dynamic = 'force-static';
interface Context {
  params: Promise<{ path: string[] }>;
}

export function generateStaticParams(): { path: string[] }[] {
  return staticParams(() =>
    getOgCards().map((card) => ({
      path: ogImagePath(card.url)
        .slice(OG_IMAGE_PREFIX.length + 1)
        .split('/'),
    })),
  );
}

export async function GET(_request: Request, { params }: Context): Promise<Response> {
  const page = ogImagePage(`${OG_IMAGE_PREFIX}/${(await params).path.join('/')}`);
  const card = page && getOgCard(page);
  if (!card) return new Response('No card for this page', { status: 404 });
  return renderOgCard(card);
}
