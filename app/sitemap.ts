import type { MetadataRoute } from 'next';
import { allDocsSlugs, resolveDocsRoute } from '@/lib/site/docs-routes';
import { getAuthors, getDoc, getPages, getPosts, getPostsByAuthor, getPostsByTag, getTags, type Post } from '@/lib/content/index';
import { lastUpdated, newest } from '@/lib/site/last-updated';
import { absoluteUrl, siteConfig } from '@/lib/site/site-config';
import { docsRouteFacts } from '@/lib/site/structured-data';

export const dynamic = 'force-static';

type Entry = MetadataRoute.Sitemap[number];

const entry = (path: string, lastModified: Date): Entry => ({ url: absoluteUrl(path), lastModified });

/** A list of posts changes when any of its posts does. */
const postsDate = (posts: Post[], ...others: Date[]) => newest([...posts.map((post) => lastUpdated(post.sourcePath)), ...others]);

function blogEntries(): Entry[] {
  const posts = getPosts();
  if (posts.length === 0) return [];
  const all = postsDate(posts);
  return [
    entry('/blog', all),
    entry('/blog/archive', all),
    entry('/blog/authors', newest([all, ...getAuthors().map((author) => lastUpdated(`content/${author._raw.sourceFilePath}`))])),
    ...getAuthors().map((author) =>
      entry(author.url_path, postsDate(getPostsByAuthor(author.key), lastUpdated(`content/${author._raw.sourceFilePath}`))),
    ),
    entry('/blog/tags', newest([all, ...getTags().map((tag) => lastUpdated(`content/${tag._raw.sourceFilePath}`))])),
    ...getTags().map((tag) => entry(`/blog/tags/${tag.key}`, postsDate(getPostsByTag(tag.key), lastUpdated(`content/${tag._raw.sourceFilePath}`)))),
    ...posts.map((post) => entry(post.url, lastUpdated(post.sourcePath))),
  ];
}

/** Every route of the site, dated by the last commit to the file it is built from (spec: SEO). */
export default function sitemap(): MetadataRoute.Sitemap {
  return [
    entry('/', lastUpdated('app/page.tsx')),
    ...getPages().map((page) => entry(page.url, lastUpdated(page.sourcePath))),
    entry('/docs', lastUpdated(mainDoc().sourcePath)),
    ...allDocsSlugs().map((slug) => {
      const route = resolveDocsRoute(slug);
      if (!route) throw new Error(`sitemap: /docs/${slug.join('/')} has no route.`);
      return entry(route.url, lastUpdated(docsRouteFacts(route).sourcePath));
    }),
    ...blogEntries(),
  ];
}

/** `/docs` shows the main doc. */
function mainDoc() {
  const id = siteConfig.docs.versions[0].mainDocId;
  const doc = getDoc(id);
  if (!doc) throw new Error(`sitemap: the main doc "${id}" has no content/docs/${id}.mdx.`);
  return doc;
}
