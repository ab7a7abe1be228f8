/**
 * The marks of a TypeScript example's type hovers in the compiled tree, set by the compile
 * (build-time/content/compile/examples/hovers.ts). A hover is a token with the class `twoslash-hover`
 * whose `aria-description` is its type; no output but the page reads that attribute.
 */
export const TWOSLASH_HOVER = 'twoslash-hover';
/**
 * A line twoslash adds after a line of code (hast property name): the message of an error the
 * example shows on purpose, which the outputs other than the page leave out.
 */
export const TWOSLASH_NOTE = 'dataTwoslashNote';
