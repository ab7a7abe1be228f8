import type { Post as PostDocument } from 'contentlayer/generated';
import { laterPageNumbers, listPageUrl, paginate, RESERVED_BLOG_SEGMENTS, tagPageHeading } from '@/lib/core/blog';
import type { Heading } from '@/lib/core/compiled-tree';
import { formatDate } from '@/lib/core/dates';
import { sectionLabel } from '@/lib/core/og-layout';
import { ogImagePath } from '@/lib/core/og-paths';
import { authorPath, ROUTES, tagPath } from '@/lib/core/paths';
import type { AuthorInfo, AuthorPage, BlogListPage, PlainPage, PostPage, SitePage, TagInfo, TagPage } from '@/lib/core/page';
import { blogPostingJsonLd, breadcrumbListJsonLd } from '@/lib/core/structured-data';
import type { SiteConfig } from '@/lib/core/site-config';
import { socialLinks, tagSegment } from '@/build-time/content/blog-fields';
import { CONTENT_DIR } from '@/build-time/content/content-dir';
import { frontMatterLine } from '@/build-time/content/front-matter';
import type { Problem } from '@/build-time/content/problems';
import { iso, newest } from './dates';
import type { ContentInput } from './input';

/**
 * The blog: its posts, list pages, archive, authors and tags, with the authors and tags as the
 * pages show them. A post naming an unknown author or tag is a problem at the line of the field
 * (every one is reported); a slug that is a blog page of its own fails with the file and the field;
 * a post without an excerpt marker is a warning.
 */
export function buildBlog(input: ContentInput, config: SiteConfig): { pages: SitePage[]; authors: AuthorInfo[]; tags: TagInfo[]; problems: Problem[] } {
  const { lastUpdated } = input;
  const posts = [...input.posts].sort((a, b) => b.post.date.localeCompare(a.post.date));
  const authors: AuthorInfo[] = input.authors.map((author) => ({
    key: author.key,
    name: author.name,
    title: author.title,
    url: author.url,
    image: author.image,
    socials: socialLinks(author.socials, author.sourcePath),
    page: authorPath(author.key),
    sourcePath: author.sourcePath,
  }));
  const tagDocs = [...input.tags].sort((a, b) => a.label.localeCompare(b.label));
  /** Unknown authors and tags: reported together, with the line of the field; the post's page is still made. */
  const problems: Problem[] = [];
  for (const { post } of posts) {
    if (RESERVED_BLOG_SEGMENTS.includes(post.slug)) {
      throw new Error(`${post.sourcePath}: field "slug" is "${post.slug}", which is a blog page of its own; choose another slug.`);
    }
    for (const key of post.authors) {
      if (!authors.some((author) => author.key === key)) {
        problems.push({
          file: post.sourcePath,
          line: frontMatterLine(post.sourcePath, 'authors'),
          message: `Unknown author "${key}" in "authors": the authors are ${authors.map((a) => a.key).join(', ')}, one file each in ${CONTENT_DIR}/authors/.`,
        });
      }
    }
    for (const key of post.tags) {
      if (!tagDocs.some((tag) => tag.key === key)) {
        problems.push({
          file: post.sourcePath,
          line: frontMatterLine(post.sourcePath, 'tags'),
          message: `Unknown tag "${key}" in "tags": the tags are ${tagDocs.map((t) => t.key).join(', ')}, one file each in ${CONTENT_DIR}/tags/ (add ${CONTENT_DIR}/tags/${key}.yaml for a new one).`,
        });
      }
    }
  }
  const tags: TagInfo[] = tagDocs.map((tag) => {
    const segment = tagSegment(tag);
    return {
      key: tag.key,
      label: tag.label,
      description: tag.description,
      page: tagPath(segment),
      segment,
      postCount: posts.filter(({ post }) => post.tags.includes(tag.key)).length,
    };
  });
  const postDate = (post: Omit<PostDocument, 'body'>) => lastUpdated(post.sourcePath);
  const listDate = (list: typeof posts, ...others: Date[]) => iso(newest([...list.map(({ post }) => postDate(post)), ...others]));
  const blogTitle = config.blog.title;

  const postPages: PostPage[] = posts.map(({ file, post }, index): PostPage => {
    const names = post.authors.flatMap((key) => authors.find((author) => author.key === key) ?? []);
    const trail = [{ label: blogTitle, href: ROUTES.blog }, { label: post.title }];
    const modified = postDate(post);
    const neighbour = (other?: (typeof posts)[number]) => (other ? { label: other.post.title, href: other.post.url } : undefined);
    return {
      kind: 'post',
      url: post.url,
      title: post.title,
      description: post.description,
      keywords: post.tags.flatMap((key) => tags.find((tag) => tag.key === key)?.label ?? []),
      sourcePath: post.sourcePath,
      modified: iso(modified),
      canonical: post.url,
      image: post.image,
      card: post.image ? undefined : { section: sectionLabel(['Blog', formatDate(post.date)]) },
      openGraphType: 'article',
      article: { published: post.date, authors: names.map((author) => author.name) },
      trail,
      search: { kind: 'Blog', section: 'Blog' },
      llms: { section: 'Blog', byline: `${formatDate(post.date)} · ${names.map((author) => author.name).join(', ')}` },
      inSitemap: true,
      structuredData: [
        blogPostingJsonLd(
          { ...post, image: post.image ?? ogImagePath(post.url) },
          { authors: names.map((author) => ({ name: author.name, url: author.url })), dateModified: modified, config },
        ),
        breadcrumbListJsonLd(trail, post.url, config),
      ],
      content: { file },
      headings: post.headings as Heading[],
      toc: { min: 2, max: 3, hidden: false },
      slug: post.slug,
      date: post.date,
      year: post.year,
      readingTimeMinutes: post.readingTimeMinutes,
      authors: post.authors,
      tags: post.tags,
      newer: neighbour(posts[index - 1]),
      older: neighbour(posts[index + 1]),
    };
  });

  const listPage = (url: string, title: string, description: string, sourcePath: string, modified: string) => ({
    url,
    title,
    description,
    keywords: [],
    sourcePath,
    modified,
    canonical: url,
    openGraphType: 'website' as const,
    trail: [],
    structuredData: [],
    inSitemap: true,
  });

  const all = listDate(posts);
  const perPage = config.blog.postsPerPage;
  const listPages: BlogListPage[] = [1, ...laterPageNumbers(posts.length, perPage)].map((pageNumber) => {
    const { items, totalPages, newerUrl, olderUrl } = paginate(posts, perPage, pageNumber);
    return {
      kind: 'blog-list',
      ...listPage(listPageUrl(pageNumber), pageNumber === 1 ? 'Blog' : `Blog, page ${pageNumber}`, config.blog.description, 'app/blog/page.tsx', all),
      pageNumber,
      totalPages,
      posts: items.map(({ post }) => post.url),
      newerUrl,
      olderUrl,
    };
  });

  const authorPages: AuthorPage[] = authors.map((author) => {
    const own = posts.filter(({ post }) => post.authors.includes(author.key));
    return {
      kind: 'author',
      ...listPage(author.page, author.name, `Posts by ${author.name}, ${author.title}.`, author.sourcePath, listDate(own, lastUpdated(author.sourcePath))),
      image: author.image,
      author: author.key,
      posts: own.map(({ post }) => post.url),
    };
  });

  const tagPages: TagPage[] = tags.map((tag) => {
    const tagged = posts.filter(({ post }) => post.tags.includes(tag.key));
    const source = tagDocs.find((doc) => doc.key === tag.key)!.sourcePath;
    return {
      kind: 'tag',
      ...listPage(tag.page, tagPageHeading(tag.postCount, tag.label), tag.description, source, listDate(tagged, lastUpdated(source))),
      feedTag: { path: tag.page, label: tag.label },
      tag: tag.key,
      posts: tagged.map(({ post }) => post.url),
    };
  });

  // The indexes exist even before the first post, like the first list page.
  const indexes: PlainPage[] = [
    { kind: 'archive', ...listPage(ROUTES.archive, 'Archive', config.blog.archiveDescription, 'app/blog/archive/page.tsx', all) },
    {
      kind: 'authors',
      ...listPage(
        ROUTES.authors,
        'Authors',
        config.blog.authorsDescription,
        'app/blog/authors/page.tsx',
        iso(newest([new Date(all), ...authors.map((a) => lastUpdated(a.sourcePath))])),
      ),
    },
    {
      kind: 'tags',
      ...listPage(
        ROUTES.tags,
        'Tags',
        config.blog.tagsDescription,
        'app/blog/tags/page.tsx',
        iso(newest([new Date(all), ...tagDocs.map((t) => lastUpdated(t.sourcePath))])),
      ),
    },
  ];

  return { pages: [...listPages, ...indexes, ...authorPages, ...tagPages, ...postPages], authors, tags, problems };
}
