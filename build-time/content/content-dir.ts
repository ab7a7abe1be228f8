import { relative, resolve, sep } from 'node:path';
import { contentDirOption } from '@/lib/core/build-env';
import { API_DIR, CLAIMS_DIR, VERSION_NOT_DOCUMENTS, VERSIONS_DIR } from './version-layout';

/**
 * The folder the content is read from: `content/`, or another tree named by LUMENIZE_CONTENT_DIR
 * (the test fixture's). Relative to the repository root with forward slashes, as git names files,
 * so a document's source path finds its history and its "Edit this page" link.
 */
export const CONTENT_DIR = relative(process.cwd(), resolve(contentDirOption())).split(sep).join('/');

/** The site's configuration, beside the content it configures (loaded by build-time/content/site-config.ts). */
export const SITE_CONFIG_NAME = 'site.config.ts';
export const SITE_CONFIG_SOURCE = `${CONTENT_DIR}/${SITE_CONFIG_NAME}`;

/**
 * What each package exported at each release tag, with the reviewed note of each change: written by
 * `npm run api-history` (scripts/api-history/), checked by api-history-schema.ts.
 */
export const API_HISTORY_NAME = 'api-history.json';

/**
 * What the content folder holds besides contentlayer's documents: the site's configuration, the
 * API declarations (the latest's, and each archived version's) and their history, which are read
 * without contentlayer, each archived version's recorded dates, the claim tests, and `failing/`,
 * documents that must fail the build, which unit tests compile one by one. Globs, as contentlayer's
 * `contentDirExclude` takes them.
 */
export const NOT_DOCUMENTS = [
  SITE_CONFIG_NAME,
  API_DIR,
  API_HISTORY_NAME,
  CLAIMS_DIR,
  'failing',
  ...VERSION_NOT_DOCUMENTS.map((name) => `${VERSIONS_DIR}/*/${name}`),
];
