import { defineWorkersProject } from '@cloudflare/vitest-pool-workers/config';

export default defineWorkersProject({
  test: {
    poolOptions: {
      workers: {
        // WebSockets need storage shared between tests: each test uses its own instance names
        isolatedStorage: false,
        wrangler: { configPath: './wrangler.jsonc' },
      },
    },
    // @lumenize/testing 0.9.0 calls require('cloudflare:test') from an ES module: vitest's runner provides require
    server: { deps: { inline: ['@lumenize/testing'] } },
    // agents brings @modelcontextprotocol/sdk, whose ajv require()s JSON files
    deps: { optimizer: { ssr: { include: ['ajv'] } } },
  },
});
