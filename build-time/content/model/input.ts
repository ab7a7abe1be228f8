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

/** What the model is built from: contentlayer's documents with the file each is stored in. */
export interface ContentInput {
  docs: { file: string; doc: Omit<Doc, 'body'> }[];
  standalone: { file: string; page: Omit<PageDocument, 'body'> }[];
  home: { file: string; home: Omit<HomeDocument, 'body'> };
  posts: { file: string; post: Omit<PostDocument, 'body'> }[];
  authors: AuthorDocument[];
  tags: TagDocument[];
  api: { pkg: ApiPackage; items: ApiItem[] }[];
  sidebar: SidebarNode[];
  /** When a file of the repository last changed. */
  lastUpdated: (path: string) => Date;
}
