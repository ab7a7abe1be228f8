import type { PostPage } from '@/lib/core/page';
import { PostPreview } from './post-preview';

/** Posts in the order given (callers pass them newest first). */
export function PostList({ posts, titleLevel = 2 }: { posts: PostPage[]; titleLevel?: 2 | 3 }) {
  return (
    <div>
      {posts.map((post) => (
        <PostPreview key={post.slug} post={post} titleLevel={titleLevel} />
      ))}
    </div>
  );
}
