/**
 * Where the content step writes what the site reads (the page model, the sidebar tree, the checked
 * site configuration and each document's compiled tree), from the project folder: `lib/generated/`
 * for the build, and a folder of `npm run dev`'s own, which `next dev` reads instead (next.config.mjs
 * points the modules there). So a build run beside a writer's dev server neither changes what the
 * open tabs show nor ships anything the dev server wrote. `NODE_ENV` tells them apart: `next dev`
 * sets it, and so does the dev runner for its content step (scripts/dev/dev.ts).
 */
export const GENERATED_DIRS = { build: 'lib/generated', dev: '.dev/generated' } as const;

/** The folder of the site running now: the dev server's in development, else the build's. */
export const generatedDir = (): string => GENERATED_DIRS[process.env.NODE_ENV === 'development' ? 'dev' : 'build'];

/**
 * The files of a generated folder that the site imports as modules, and the folder of the compiled
 * trees.
 */
export const GENERATED_FILES = { siteData: 'site.json', siteConfig: 'site-config.json', documents: 'documents' } as const;
