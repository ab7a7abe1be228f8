import type { Metadata } from 'next';
import { BlogListPage } from '@/components/blog/blog-list-page';
import { buildMetadata } from '@/lib/site/metadata';
import { siteConfig } from '@/lib/site/site-config';

export const metadata: Metadata = buildMetadata({ title: 'Blog', description: siteConfig.blog.description, path: '/blog' });

export default function BlogPage() {
  return <BlogListPage page={1} />;
}
