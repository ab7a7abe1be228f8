// What the build scripts (write-sidebar, write-markdown, the dev search index) import as
// `contentlayer/generated` (lib/build/tsconfig.content.json): every collection but the docs.
// lib/content/index.ts reads docs one file at a time; contentlayer's own index would load every doc's
// compiled body at once (3.4 GB of memory at 1000 docs; issue 7, scale).
export { allPages } from '../../.contentlayer/generated/Page/_index.mjs';
export { allPosts } from '../../.contentlayer/generated/Post/_index.mjs';
export { allAuthors } from '../../.contentlayer/generated/Author/_index.mjs';
export { allTags } from '../../.contentlayer/generated/Tag/_index.mjs';
