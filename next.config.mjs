import { PHASE_DEVELOPMENT_SERVER } from 'next/constants.js';

const basePath = process.env.LUMENIZE_BASE_PATH || '';

/**
 * `next dev` reads what the dev runner writes, in a folder of its own (lib/core/generated.ts, which a
 * unit test holds these to): a build run beside it writes lib/generated/, which the dev server
 * never reads, so the open tabs keep showing the writer's content.
 */
const DEV_GENERATED = './.dev/generated';
const GENERATED_MODULES = ['site.json', 'site-config.json'];

/** @type {(phase: string) => import('next').NextConfig} */
const nextConfig = (phase) => ({
  // The build is a static export. `next dev` renders every address on request instead: with the
  // export on, it checks an address against its cached list of the route's parameters, which lags a
  // new document, so a doc added at the address a writer has open would stay "Page Not Found".
  output: phase === PHASE_DEVELOPMENT_SERVER ? undefined : 'export',
  // Pages are written as `x.html`, served at `/x` (wrangler.jsonc's drop-trailing-slash): the one
  // address Next links to.
  trailingSlash: false,
  basePath: basePath || undefined,
  // The base path reaches the browser from here too (lib/core/base-path.ts): files a client
  // component fetches itself, such as mermaid's build, live under it.
  env: { LUMENIZE_BASE_PATH: basePath },
  images: { unoptimized: true },
  turbopack:
    phase === PHASE_DEVELOPMENT_SERVER
      ? { resolveAlias: Object.fromEntries(GENERATED_MODULES.map((name) => [`@/lib/generated/${name}`, `${DEV_GENERATED}/${name}`])) }
      : undefined,
  reactStrictMode: true,
  poweredByHeader: false,
});

export default nextConfig;
