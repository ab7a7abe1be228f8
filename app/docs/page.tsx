import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { DocPage } from '@/components/docs/doc-page';
import { getDoc } from '@/lib/content/index';
import { buildMetadata } from '@/lib/site/metadata';
import { siteConfig } from '@/lib/site/site-config';

const mainDocId = siteConfig.docs.versions[0].mainDocId;

// decisions.md, Routes: /docs shows the landing doc, canonical to /docs/introduction.
export function generateMetadata(): Metadata {
  const doc = getDoc(mainDocId);
  if (!doc) return {};
  return buildMetadata({ title: doc.title, description: doc.description, keywords: doc.keywords, image: doc.image, path: '/docs', canonicalPath: doc.url, socialCard: true });
}

export default function DocsRootPage() {
  const doc = getDoc(mainDocId);
  if (!doc) notFound();
  return <DocPage doc={doc} />;
}
