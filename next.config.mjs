/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  // Pages are written as `x.html`; our static server (and Cloudflare's) maps `/x`, `/x/`,
  // `/x.html` and `/x/index.html` onto it.
  trailingSlash: false,
  basePath: process.env.LUMENIZE_BASE_PATH || undefined,
  images: { unoptimized: true },
  reactStrictMode: true,
  poweredByHeader: false,
};

export default nextConfig;
