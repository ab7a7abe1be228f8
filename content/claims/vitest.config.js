// The claim tests of 0.26.0 run as the guides' tests do: in workerd, against the packages installed
// from their tarballs, with the aliases and the decorator compiler the guides show.
import { generateKeyPairSync } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { cloudflareTest } from '@cloudflare/vitest-pool-workers';
import swc from 'unplugin-swc';
import { defineConfig } from 'vitest/config';

const keys = generateKeyPairSync('ed25519', {
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});
const inNodeModules = (file) => fileURLToPath(new URL(`./node_modules/${file}`, import.meta.url));

export default defineConfig({
  plugins: [
    swc.vite({ jsc: { parser: { syntax: 'typescript', decorators: true }, transform: { decoratorVersion: '2022-03' }, target: 'es2022' } }),
    cloudflareTest({
      wrangler: { configPath: './wrangler.jsonc' },
      miniflare: { bindings: { JWT_PUBLIC_KEY_BLUE: keys.publicKey, JWT_PRIVATE_KEY_BLUE: keys.privateKey } },
    }),
  ],
  resolve: {
    alias: {
      '@lumenize/debug': inNodeModules('@lumenize/debug/dist/index.workerd.js'),
      '@lumenize/mesh/client': inNodeModules('@lumenize/mesh/dist/client-index.js'),
      '@lumenize/mesh': inNodeModules('@lumenize/mesh/dist/index.js'),
      '@lumenize/auth/client': inNodeModules('@lumenize/auth/dist/client.js'),
      '#lmz-api-context': inNodeModules('@lumenize/mesh/dist/lmz-api-context.workerd.js'),
    },
  },
  test: { include: ['test/**/*.claims.test.ts'], testTimeout: 20000 },
});
