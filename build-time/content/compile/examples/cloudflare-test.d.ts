// Stand-in for the `cloudflare:test` module of @cloudflare/vitest-pool-workers (which would bring a
// second wrangler and workerd along), on top of the real Workers types: only what the examples use.

declare module 'cloudflare:test' {
  // Projects widen this with `interface ProvidedEnv extends Env {}`.
  export interface ProvidedEnv {}
  export const SELF: Fetcher;
  export const env: ProvidedEnv;
}
