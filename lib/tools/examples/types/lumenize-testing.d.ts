// Public API of @lumenize/testing 0.9.0, declared from the reference signatures.

declare module '@lumenize/testing' {
  import { Browser as BrowserBase } from '@lumenize/utils';
  import type { RpcClientProxy } from '@lumenize/rpc';

  export type { RpcAccessible, RpcClientProxy } from '@lumenize/rpc';

  /** Falls back to SELF.fetch from cloudflare:test when no fetch is given. */
  export class Browser extends BrowserBase {
    constructor(fetchFn?: typeof fetch);
  }

  export function createTestingClient<T>(doBindingName: string, doInstanceNameOrId: string): T & RpcClientProxy;

  export interface InstrumentDOProjectConfig {
    sourceModule: any;
    doClassNames?: string[];
    prefix?: string;
  }

  export interface InstrumentedDOProject extends ExportedHandler {
    worker: ExportedHandler;
    dos: Record<string, any>;
    [key: string]: any;
  }

  export function instrumentDOProject(configOrSourceModule: InstrumentDOProjectConfig | any): InstrumentedDOProject;
}
