import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CrashProbe } from '@/components/layout/crash-probe';
import { MdxContent } from '@/components/mdx/mdx-content';
import { getPage, getPages } from '@/lib/content/index';
import { MAIN_ID, buildMetadata } from '@/lib/site/metadata';
import { IS_CONFIG_FIXTURE } from '@/lib/site/site-config';
import styles from './standalone-page.module.css';

interface Props {
  params: Promise<{ page: string }>;
}

export const dynamicParams = false;

export function generateStaticParams() {
  return getPages().map((page) => ({ page: page.url.slice(1) }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = getPage((await params).page);
  return page ? buildMetadata({ title: page.title, description: page.description, keywords: page.keywords, path: page.url }) : {};
}

export default async function StandalonePage({ params }: Props) {
  const page = getPage((await params).page);
  if (!page) notFound();
  return (
    <main id={MAIN_ID} tabIndex={-1} className={styles.main}>
      {IS_CONFIG_FIXTURE ? <CrashProbe /> : null}
      <article>
        <h1>{page.title}</h1>
        <MdxContent code={page.body.code} />
      </article>
    </main>
  );
}
