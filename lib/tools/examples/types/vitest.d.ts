// Slim stand-in for the parts of vitest the docs examples use.
// This is a module file (not `declare module 'vitest'`) so that it never shadows the real vitest
// types elsewhere in the repo; the examples checker maps the 'vitest' specifier to it via `paths`.

type Awaitable<T> = T | Promise<T>;

export interface Matchers<R> {
  toBe(expected: unknown): R;
  toEqual(expected: unknown): R;
  toStrictEqual(expected: unknown): R;
  toMatchObject(expected: object): R;
  toBeNull(): R;
  toBeUndefined(): R;
  toBeDefined(): R;
  toBeTruthy(): R;
  toBeFalsy(): R;
  toBeInstanceOf(expected: abstract new (...args: never[]) => unknown): R;
  toBeTypeOf(expected: 'string' | 'number' | 'bigint' | 'boolean' | 'symbol' | 'undefined' | 'object' | 'function'): R;
  toContain(expected: unknown): R;
  toHaveLength(expected: number): R;
  toHaveProperty(path: string, value?: unknown): R;
  toBeGreaterThan(expected: number | bigint): R;
  toThrow(expected?: string | RegExp | (abstract new (...args: never[]) => Error)): R;
}

export interface Assertion<T> extends Matchers<void> {
  not: Assertion<T>;
  resolves: Matchers<Promise<void>>;
  rejects: Matchers<Promise<void>>;
}

interface AsymmetricMatcher {
  readonly asymmetricMatch: (other: unknown) => boolean;
}

export interface ExpectStatic {
  <T>(actual: T, message?: string): Assertion<T>;
  any(constructor: abstract new (...args: never[]) => unknown): AsymmetricMatcher;
  stringContaining(expected: string): AsymmetricMatcher;
  stringMatching(expected: string | RegExp): AsymmetricMatcher;
  objectContaining(expected: object): AsymmetricMatcher;
  arrayContaining(expected: unknown[]): AsymmetricMatcher;
}

export const expect: ExpectStatic;

type TestFunction = () => Awaitable<void>;

export function it(name: string, fn: TestFunction, timeout?: number): void;
export function test(name: string, fn: TestFunction, timeout?: number): void;
export function describe(name: string, fn: () => void): void;
export function beforeEach(fn: TestFunction): void;
export function afterEach(fn: TestFunction): void;

export interface WaitForOptions {
  timeout?: number;
  interval?: number;
}

export const vi: {
  waitFor<T>(callback: () => Awaitable<T>, options?: number | WaitForOptions): Promise<T>;
};
