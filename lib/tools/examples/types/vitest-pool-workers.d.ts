// Stand-in for the config helper of @cloudflare/vitest-pool-workers.

declare module '@cloudflare/vitest-pool-workers/config' {
  export interface WorkersPoolOptions {
    isolatedStorage?: boolean;
    singleWorker?: boolean;
    main?: string;
    wrangler?: { configPath?: string; environment?: string };
  }

  export interface WorkersProjectConfig {
    test?: {
      testTimeout?: number;
      globals?: boolean;
      include?: string[];
      poolOptions?: { workers?: WorkersPoolOptions };
      deps?: { optimizer?: { ssr?: { include?: string[] } } };
      coverage?: {
        provider?: 'istanbul' | 'v8';
        reporter?: string[];
        include?: string[];
        exclude?: string[];
      };
    };
  }

  export function defineWorkersProject(config: WorkersProjectConfig): WorkersProjectConfig;
}
