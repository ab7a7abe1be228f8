/**
 * The marks of a TypeScript example's type hovers in the compiled tree (hast property names), set
 * by the compile (lib/content/compile/examples/hovers.ts). Every output but the page leaves the
 * popups and notes out by these marks: the copied code, the Markdown twin, feeds and search.
 */
export const TWOSLASH_HOVER = 'dataTwoslashHover';
/** The popup inside a hover: the token's type, its accessible description. */
export const TWOSLASH_POPUP = 'dataTwoslashPopup';
/** A line twoslash adds after a line of code: the message of an error the example shows on purpose. */
export const TWOSLASH_NOTE = 'dataTwoslashNote';
