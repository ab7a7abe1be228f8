import type { PostPage } from '@/lib/core/page';
import { PostPreview } from './post-preview';

/** Posts in the order given (callers pass them newest first); only the first excerpt's image is a lead image. */
export function PostList({ posts, titleLevel = 2, showAuthors = true }: { posts: PostPage[]; titleLevel?: 2 | 3; showAuthors?: boolean }) {
  return (
    <div>
      {posts.map((post, index) => (
        <PostPreview key={post.slug} post={post} titleLevel={titleLevel} showAuthors={showAuthors} leadImage={index === 0} />
      ))}
    </div>
  );
}
