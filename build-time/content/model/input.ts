import type {
  Author as AuthorDocument,
  Doc,
  Home as HomeDocument,
  Page as PageDocument,
  Post as PostDocument,
  Tag as TagDocument,
} from 'contentlayer/generated';
import type { ApiItem, ApiPackage } from '@/lib/core/api';
import type { SidebarNode } from '@/lib/core/sidebar';
import type { DocsVersion } from '@/lib/core/versions';
import type { ApiHistory } from '@/build-time/content/api-history';

/** One version's docs: its guides, API reference and sidebar, from its own tree of the content folder. */
export interface VersionInput {
  version: DocsVersion;
  docs: { file: string; doc: Omit<Doc, 'body'> }[];
  api: { pkg: ApiPackage; items: ApiItem[] }[];
  sidebar: SidebarNode[];
}

/** What the model is built from: contentlayer's documents with the file each is stored in. */
export interface ContentInput {
  /** Every version of the docs, the latest among them. */
  versions: VersionInput[];
  standalone: { file: string; page: Omit<PageDocument, 'body'> }[];
  home: { file: string; home: Omit<HomeDocument, 'body'> };
  posts: { file: string; post: Omit<PostDocument, 'body'> }[];
  authors: AuthorDocument[];
  tags: TagDocument[];
  /** What the API history says of the packages across releases, when the content folder has it. */
  history?: ApiHistory;
  /** When a file of the repository last changed (an archived version's file: when it last changed before the cut). */
  lastUpdated: (path: string) => Date;
}
