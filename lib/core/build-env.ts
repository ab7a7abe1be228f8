/**
 * The environment variables the build reads, all of them: each changes what `npm run build` makes
 * (README, "Build options"). Nothing else of the site reads the environment, but for Next's own
 * NODE_ENV; a unit test (build-env.test.ts) holds the code to this list. Each is read by its whole
 * name, so Next can write the value into what the browser loads, and each is an export of its own,
 * read when called, so the browser's bundle takes only the one it uses.
 */

/** The content tree to build (LUMENIZE_CONTENT_DIR, `content` by default): the test fixture's is another. */
export const contentDirOption = () => process.env.LUMENIZE_CONTENT_DIR ?? 'content';

/**
 * The path the site is served under (LUMENIZE_BASE_PATH, '' at the root). next.config.mjs, which
 * cannot import TypeScript, reads it too and hands it to the browser.
 */
export const basePathOption = () => process.env.LUMENIZE_BASE_PATH ?? '';

/** The export the steps after `next build` work on (LUMENIZE_OUT_DIR, `out` by default). */
export const outDir = () => process.env.LUMENIZE_OUT_DIR ?? 'out';

/** Where the finished export is moved, when not to `out` (LUMENIZE_EXPORT_DIR; the fixture's build). */
export const exportDir = () => process.env.LUMENIZE_EXPORT_DIR;

/**
 * `LUMENIZE_SCRIPTS_AFTER_LOAD=0` leaves the framework's scripts where Next puts them: the bench
 * builds once without the step and applies it to a copy, to compare the two.
 */
export const scriptsAfterLoad = () => process.env.LUMENIZE_SCRIPTS_AFTER_LOAD !== '0';
