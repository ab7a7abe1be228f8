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
    // agents brings @modelcontextprotocol/sdk, whose ajv require()s JSON files
    deps: { optimizer: { ssr: { include: ['ajv'] } } },
  },
});
