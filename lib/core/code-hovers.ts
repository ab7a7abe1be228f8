/**
 * The marks of a TypeScript example's type hovers in the compiled tree, set by the compile
 * (build-time/content/compile/examples/hovers.ts). A hover is a token with the class `twoslash-hover`
 * that holds its popup: the type, highlighted, then what the name's documentation says. The popup
 * is the page's alone: the copy button, the Markdown twin, feeds and search leave it out.
 */
export const TWOSLASH_HOVER = 'twoslash-hover';
/** The popup inside a hover token (hast property name): the type, its documentation, a link to its API page. */
export const TWOSLASH_POPUP = 'dataTwoslashPopup';
/** The same mark as the page's HTML writes it, for the scripts and styles that find a popup there. */
export const TWOSLASH_POPUP_ATTRIBUTE = 'data-twoslash-popup';
/**
 * In a popup, where the API reference's summary of the name and the link to its page go when the
 * name is declared by the reference (`symbol`: `content/api/rpc/index.d.ts#RpcClientConfig.transport`):
 * the page fills it from the page model, so an edited summary shows without compiling the guide again.
 * Its name is in lower case, as the highlighter's HTML leaves it.
 */
export const TYPE_HOVER_DOC = 'type-hover-doc';
/**
 * A line twoslash adds after a line of code (hast property name): the message of an error the
 * example shows on purpose, which the outputs other than the page leave out.
 */
export const TWOSLASH_NOTE = 'dataTwoslashNote';
