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
import type { Problem } from '@/lib/core/problems';
import type { ContentInput } from './input';
import { pageBase, routeSource } from './page-base';

/** The latest of `dates` (the epoch for none). */
const newest = (dates: Date[]) => new Date(Math.max(0, ...dates.map((date) => date.getTime())));

/**
 * The blog: its posts, list pages, archive, authors and tags, with the authors and tags as the
 * pages show them. A post naming an unknown author or tag is a problem at the line of the field
 * (every one is reported); a slug that is a blog page of its own fails with the file and the field.
 */
export function buildBlog(input: ContentInput, config: SiteConfig): { pages: SitePage[]; authors: AuthorInfo[]; tags: TagInfo[]; problems: Problem[] } {
  const { lastUpdated } = input;
  /** Unknown authors and tags: reported together, with the line of the field; the post's page is still made. A missing marker is a warning. */
  const problems: Problem[] = [];
  const reserved = input.posts.filter(({ post }) => RESERVED_BLOG_SEGMENTS.includes(post.slug));
  for (const { post } of reserved) {
    problems.push({
      file: post.sourcePath,
      line: frontMatterLine(post.sourcePath, 'slug'),
      message: `"slug" is "${post.slug}", which is a blog page of its own; choose another slug.`,
    });
  }
  const posts = input.posts.filter((entry) => !reserved.includes(entry)).sort((a, b) => b.post.date.localeCompare(a.post.date));
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
  for (const { post } of posts) {
    if (!post.hasTruncateMarker) {
      problems.push({
        file: post.sourcePath,
        warning: true,
        message:
          'No {/* truncate */} marker: the blog list takes its summary from the whole post. Put the marker on a line of its own after the paragraphs the list should show.',
      });
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
  const base = pageBase(lastUpdated);
  const postDate = (post: Omit<PostDocument, 'body'>) => lastUpdated(post.sourcePath);
  /** A list changes when its newest entry does, or one of the files it also shows. */
  const listDate = (list: typeof posts, ...others: Date[]) => newest([...list.map(({ post }) => postDate(post)), ...others]);
  const blogTitle = config.blog.title;

  const postPages: PostPage[] = posts.map(({ file, post }, index): PostPage => {
    const names = post.authors.flatMap((key) => authors.find((author) => author.key === key) ?? []);
    const trail = [{ label: blogTitle, href: ROUTES.blog }, { label: post.title }];
    const modified = postDate(post);
    const neighbour = (other?: (typeof posts)[number]) => (other ? { label: other.post.title, href: other.post.url } : undefined);
    return {
      kind: 'post',
      ...base({
        url: post.url,
        title: post.title,
        description: post.description,
        keywords: post.tags.flatMap((key) => tags.find((tag) => tag.key === key)?.label ?? []),
        sourcePath: post.sourcePath,
        image: post.image,
        card: post.image ? undefined : { section: sectionLabel(['Blog', formatDate(post.date)]) },
        openGraphType: 'article',
        article: { published: post.date, authors: names.map((author) => author.name) },
        trail,
        search: { kind: 'Blog', section: 'Blog' },
        llms: { section: 'Blog', byline: `${formatDate(post.date)} · ${names.map((author) => author.name).join(', ')}` },
        structuredData: [
          blogPostingJsonLd(
            { ...post, image: post.image ?? ogImagePath(post.url) },
            { authors: names.map((author) => ({ name: author.name, url: author.url })), dateModified: modified, config },
          ),
          breadcrumbListJsonLd(trail, post.url, config),
        ],
      }),
      content: { file },
      headings: post.headings as Heading[],
      toc: { min: 2, max: 3, hidden: false },
      slug: post.slug,
      date: post.date,
      year: post.year,
      readingTimeMinutes: post.readingTimeMinutes,
      excerpt: post.excerpt,
      authors: post.authors,
      tags: post.tags,
      newer: neighbour(posts[index - 1]),
      older: neighbour(posts[index + 1]),
    };
  });

  const all = listDate(posts);
  const perPage = config.blog.postsPerPage;
  const listPages: BlogListPage[] = [1, ...laterPageNumbers(posts.length, perPage)].map((pageNumber) => {
    const { items, totalPages, newerUrl, olderUrl } = paginate(posts, perPage, pageNumber);
    return {
      kind: 'blog-list',
      ...base({
        url: listPageUrl(pageNumber),
        title: pageNumber === 1 ? 'Blog' : `Blog, page ${pageNumber}`,
        description: config.blog.description,
        sourcePath: routeSource(ROUTES.blog),
        modified: all,
      }),
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
      ...base({
        url: author.page,
        title: author.name,
        description: `Posts by ${author.name}, ${author.title}.`,
        sourcePath: author.sourcePath,
        modified: listDate(own, lastUpdated(author.sourcePath)),
        image: author.image,
      }),
      author: author.key,
      posts: own.map(({ post }) => post.url),
    };
  });

  const tagPages: TagPage[] = tags.map((tag) => {
    const tagged = posts.filter(({ post }) => post.tags.includes(tag.key));
    const source = tagDocs.find((doc) => doc.key === tag.key)!.sourcePath;
    return {
      kind: 'tag',
      ...base({
        url: tag.page,
        title: tagPageHeading(tag.postCount, tag.label),
        description: tag.description,
        sourcePath: source,
        modified: listDate(tagged, lastUpdated(source)),
        feedTag: { path: tag.page, label: tag.label },
      }),
      tag: tag.key,
      posts: tagged.map(({ post }) => post.url),
    };
  });

  // The indexes exist even before the first post, like the first list page.
  const index = <K extends 'archive' | 'authors' | 'tags'>(kind: K, title: string, description: string, modified: Date) => ({
    kind,
    ...base({ url: ROUTES[kind], title, description, sourcePath: routeSource(ROUTES[kind]), modified }),
  });
  const indexes: PlainPage[] = [
    index('archive', 'Archive', config.blog.archiveDescription, all),
    index('authors', 'Authors', config.blog.authorsDescription, newest([all, ...authors.map((a) => lastUpdated(a.sourcePath))])),
    index('tags', 'Tags', config.blog.tagsDescription, newest([all, ...tagDocs.map((t) => lastUpdated(t.sourcePath))])),
  ];

  return { pages: [...listPages, ...indexes, ...authorPages, ...tagPages, ...postPages], authors, tags, problems };
}
