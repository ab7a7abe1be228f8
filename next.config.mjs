const basePath = process.env.LUMENIZE_BASE_PATH || '';

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  // Pages are written as `x.html`, served at `/x` (wrangler.jsonc's drop-trailing-slash): the one
  // address Next links to.
  trailingSlash: false,
  basePath: basePath || undefined,
  // The site config reads the base path from here in the browser too (lib/site/site-config.ts):
  // files a client component fetches itself, such as mermaid's build, live under it.
  env: { LUMENIZE_BASE_PATH: basePath },
  images: { unoptimized: true },
  reactStrictMode: true,
  poweredByHeader: false,
};

export default nextConfig;
