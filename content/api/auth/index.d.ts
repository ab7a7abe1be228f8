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
 */
export declare function createRouteDORequestAuthHooks(env: Env): Promise<{
  onBeforeRequest: RouteDORequestHook;
  onBeforeConnect: RouteDORequestHook;
}>;

/** The WebSocket close codes of authentication. */
export declare const WS_CLOSE_CODES: {
  readonly TOKEN_EXPIRED: 4401;
  readonly UNAUTHORIZED: 4403;
  readonly NO_TOKEN: 4400;
};

// Only the declarations marked `export` are public; the helper types stay private.
export {};
