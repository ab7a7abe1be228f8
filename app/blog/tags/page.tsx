import { BlogShell } from '@/components/blog/blog-shell';
import { PageHeader } from '@/components/blog/page-header';
import { TagIndex } from '@/components/blog/tag-index';
import { metadataOf } from '@/lib/site/metadata';

export const generateMetadata = () => metadataOf('/blog/tags');

export default function BlogTagsPage() {
  return (
    <BlogShell withSidebar={false}>
      <PageHeader title="Tags">
        <p>Every topic on the blog, with how many posts it has.</p>
      </PageHeader>
      <TagIndex />
    </BlogShell>
  );
}
