import { SiteLink } from '@/components/link/site-link';
import { listPageUrl } from '@/lib/site/blog';
import { siteConfig } from '@/lib/site/site-config';
import { BlogShell } from './blog-shell';
import { PageHeader } from './page-header';

/**
 * `/blog/page/1`: the first list page is `/blog`. A static export cannot answer with an HTTP
 * redirect, so the page refreshes there (React hoists the `<meta>` into the head) and links to it
 * for anyone whose browser does not follow the refresh.
 */
export function FirstPageRedirect() {
  const target = listPageUrl(1);
  return (
    <BlogShell withSidebar={false}>
      <meta httpEquiv="refresh" content={`0; url=${siteConfig.basePath}${target}`} />
      <PageHeader title={siteConfig.blog.title}>
        <p>
          The first page of the blog is <SiteLink href={target}>{siteConfig.blog.title}</SiteLink>.
        </p>
      </PageHeader>
    </BlogShell>
  );
}
