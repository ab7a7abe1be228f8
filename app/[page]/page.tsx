import type { Metadata } from 'next';
import { pageView } from '@/components/layout/content-mistake-page';
import { MdxContent } from '@/components/mdx/mdx-content';
import { documentTree } from '@/lib/site/page-content';
import { MAIN_ID } from '@/lib/core/landmarks';
import { buildMetadata } from '@/lib/site/metadata';
import { pageOf, pagesOf, staticParams } from '@/lib/site/pages';
import styles from './standalone-page.module.css';

interface Props {
  params: Promise<{ page: string }>;
}

const urlOf = async ({ params }: Props) => `/${(await params).page}`;
const findPage = async (props: Props) => pageOf('standalone', await urlOf(props));

export function generateStaticParams() {
  return staticParams(() => pagesOf('standalone').map((page) => ({ page: page.url.slice(1) })));
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const page = await findPage(props);
  return page ? buildMetadata(page) : {};
}

export default async function StandaloneRoute(props: Props) {
  return pageView(await urlOf(props), await findPage(props), (page) => (
    <main id={MAIN_ID} tabIndex={-1} className={styles.main}>
      <article>
        <h1>{page.title}</h1>
        <MdxContent tree={documentTree(page)} />
      </article>
    </main>
  ));
}
