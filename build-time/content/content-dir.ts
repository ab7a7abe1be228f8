import { relative, resolve, sep } from 'node:path';
import { contentDirOption } from '@/lib/core/build-env';

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
 * The folder of the API reference's declarations (`api/<package>/index.d.ts`), read by the content
 * step rather than contentlayer; `npm run dev` watches it itself.
 */
export const API_DIR = 'api';

/**
 * What each package exported at each release tag, with the reviewed note of each change: written by
 * `npm run api-history` (scripts/api-history/), checked by api-history-schema.ts.
 */
export const API_HISTORY_NAME = 'api-history.json';

/**
 * The folder of the claim tests that back the pages' statements, a project `npm run test:examples`
 * runs (scripts/examples/claims.ts); the site's build never reads it.
 */
export const CLAIMS_DIR = 'claims';

/**
 * What the content folder holds besides contentlayer's documents: the site's configuration, the
 * API declarations and their history, which are read without contentlayer, the claim tests, and
 * `failing/`, documents that must fail the build, which unit tests compile one by one.
 */
export const NOT_DOCUMENTS = [SITE_CONFIG_NAME, API_DIR, API_HISTORY_NAME, CLAIMS_DIR, 'failing'];
