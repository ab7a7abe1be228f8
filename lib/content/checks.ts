/**
 * Cross-document checks contentlayer cannot make on its own (decisions.md, Content model):
 * every post's authors and tags exist, every post has an excerpt marker, and no two
 * documents map to one route. Each problem names the file and the field.
 */

export interface CheckedPost {
  sourcePath: string;
  url: string;
  authors: string[];
  tags: string[];
  hasTruncateMarker: boolean;
}
export interface CheckedDocument {
  sourcePath: string;
  url: string;
}
export interface ContentToCheck {
  posts: CheckedPost[];
  authorKeys: string[];
  tagKeys: string[];
  /** Docs and standalone pages, with the routes they produce. */
  pages: CheckedDocument[];
}
export interface ContentReport {
  errors: string[];
  warnings: string[];
}

export function checkContent({ posts, authorKeys, tagKeys, pages }: ContentToCheck): ContentReport {
  const errors: string[] = [];
  const warnings: string[] = [];
  for (const post of posts) {
    for (const author of post.authors) {
      if (!authorKeys.includes(author)) {
        errors.push(`${post.sourcePath}: field "authors" names unknown author "${author}" (known: ${authorKeys.join(', ')}).`);
      }
    }
    for (const tag of post.tags) {
      if (!tagKeys.includes(tag)) errors.push(`${post.sourcePath}: field "tags" names unknown tag "${tag}" (known: ${tagKeys.join(', ')}).`);
    }
    if (!post.hasTruncateMarker) {
      warnings.push(`${post.sourcePath}: no {/* truncate */} marker, so the blog list shows the whole post.`);
    }
  }
  const seen = new Map<string, string>();
  for (const doc of [...pages, ...posts]) {
    const other = seen.get(doc.url);
    if (other) errors.push(`${doc.sourcePath}: route ${doc.url} is already produced by ${other}.`);
    else seen.set(doc.url, doc.sourcePath);
  }
  return { errors, warnings };
}
