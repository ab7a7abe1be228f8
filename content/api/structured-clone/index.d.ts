// What the guides' examples use of @lumenize/structured-clone 0.26.0, to type-check them: the
// package has no reference page yet (its guide is /docs/structured-clone/introduction), so these
// declarations may leave exports out. npm run test:examples holds what they declare to the
// published declarations.

/** A value as JSON holds it. */
export type JsonValue =
  | null
  | boolean
  | number
  | string
  | JsonValue[]
  | {
      [k: string]: JsonValue;
    };

/** An RFC 7396 JSON Merge Patch: the changes that turn one JSON value into another; `undefined` when nothing changed. */
export type MergePatch = JsonValue | undefined;

/** The encoded form of a value: `json`, the document, and `meta.aliases`, the objects met more than once. */
export interface LmzIntermediate {
  json: any;
  meta: {
    aliases?: Record<string, any>;
  };
}

/** A step on the path to a value being encoded. */
export interface PathElement {
  type: 'get' | 'index';
  key: string | number;
}

// Where the transform is in the value being encoded.
interface PreprocessContext {
  path: PathElement[];
}

/**
 * Returns what to write in place of a value, or `TRANSFORM_SKIP` to encode the value as usual. What
 * it returns is written as it is, not encoded, so it must be plain JSON; `parse` reads it back as
 * if the package had encoded it.
 */
export type PreprocessTransform = (value: any, context: PreprocessContext) => any | typeof TRANSFORM_SKIP;

/** A transform returns this to have the value encoded as usual. */
export declare const TRANSFORM_SKIP: unique symbol;

/** The options of `stringify` and `preprocess`. */
export interface PreprocessOptions {
  transform?: PreprocessTransform;
}

/** Encodes a value as a JSON string. */
export declare function stringify(value: any, options?: PreprocessOptions): string;
/** Decodes what `stringify` wrote. */
export declare function parse(value: string): any;
/** Encodes a value as an object that `JSON.stringify` can write. */
export declare function preprocess(data: any, options?: PreprocessOptions): LmzIntermediate;
/** Decodes what `preprocess` made. */
export declare function postprocess(data: LmzIntermediate): any;
/**
 * The merge patch that turns `before` into `after`. A member that becomes `null` is deleted by the
 * patch instead: a merge patch cannot write `null` into an object.
 */
export declare function diff(before: JsonValue, after: JsonValue): MergePatch;
/** `target` with a merge patch applied. */
export declare function applyMergePatch(target: JsonValue, patch: MergePatch): JsonValue;

// Only the declarations marked `export` are public; the helper types stay private.
export {};
