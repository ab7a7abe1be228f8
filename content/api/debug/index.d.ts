// What the guides' examples use of @lumenize/debug 0.26.0, to type-check them: the package has no
// reference page yet (its guide is /docs/debug/introduction), so these declarations may leave
// exports out. npm run test:examples holds what they declare to the published declarations.

/** One logger, made by {@link debug} for a namespace. */
export interface DebugLogger {
  /** The namespace it was made for. */
  readonly namespace: string;
  /** Whether the filter lets any of its `debug`, `info` or `warn` lines through. */
  readonly enabled: boolean;
  /** Writes a `debug` line when the filter allows it. */
  debug(message: string, data?: any, options?: DebugOptions): void;
  /** Writes an `info` line when the filter allows it. */
  info(message: string, data?: any, options?: DebugOptions): void;
  /** Writes a `warn` line when the filter allows it. */
  warn(message: string, data?: any, options?: DebugOptions): void;
  /** Writes an `error` line, whatever the filter says. */
  error(message: string, data?: any, options?: DebugOptions): void;
}

/** The levels, most verbose first; `error` always prints. */
export type DebugLevel = 'debug' | 'info' | 'warn' | 'error';

/** Reserved for options of a line; none at 0.26.0. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the package's own, empty
export interface DebugOptions {}

/** A line as the logger writes it, as JSON, to `console.debug`. */
export interface DebugLogOutput {
  type: 'debug';
  level: DebugLevel;
  namespace: string;
  message: string;
  timestamp: string;
  data?: any;
}

/**
 * Makes the logger of a namespace, reading the filter as it is now; the logger keeps what the filter
 * said then. `reset()` drops the cached filter, for tests; a changed filter is read by the next
 * `debug()` call anyway.
 */
export declare const debug: ((namespace: string) => DebugLogger) & { reset(): void };

// Only the declarations marked `export` are public; the helper types stay private.
export {};
