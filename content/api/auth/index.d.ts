// What the guides' examples use of @lumenize/auth 0.26.0, to type-check them: the package has no
// reference page yet (its guide is /docs/auth/introduction), so these declarations may leave
// exports out. npm run test:examples holds what they declare to the published declarations.

// The Worker's own bindings, which the package's build declares with `wrangler types`.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- any Worker's env fits
interface Env {}

interface HookContext {
  doNamespace: any;
  doInstanceNameOrId: string;
}

type RouteDORequestHook = (request: Request, context: HookContext) => Promise<Response | Request | undefined>;

/**
 * The two routing hooks that admit a request only with a valid access token (a bearer token, or
 * for an upgrade the token in the WebSocket sub-protocols), and forward it as `Authorization`.
 * They read `env`: the public keys `JWT_PUBLIC_KEY_BLUE` and `JWT_PUBLIC_KEY_GREEN` (the promise
 * rejects when neither is set), the issuer and audience a token must name, `LUMENIZE_AUTH_ISSUER`
 * and `LUMENIZE_AUTH_AUDIENCE` (`https://lumenize.local` when unset), and the rate limiter
 * `LUMENIZE_AUTH_RATE_LIMITER` (without it, nothing is limited). A subject that is not an admin
 * and not both email-verified and admin-approved gets 403; one over the rate limit, 429.
 */
export declare function createRouteDORequestAuthHooks(env: Env): Promise<{
  onBeforeRequest: RouteDORequestHook;
  onBeforeConnect: RouteDORequestHook;
}>;

// Only the declarations marked `export` are public; the helper types stay private.
export {};
