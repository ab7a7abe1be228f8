/**
 * The elements of a compiled document that are not HTML: our MDX components by name, and the
 * marker where a post's excerpt ends. The page renders each with its React component
 * (components/mdx/mdx-content.tsx) and every other output with its plain HTML meaning
 * (lib/site/plain/elements.ts); both maps are typed by `ContentElementName`, so neither can miss one.
 */
export const MDX_COMPONENT_NAMES = ['Admonition', 'Tabs', 'Tab', 'Mermaid'] as const;
type MdxComponentName = (typeof MDX_COMPONENT_NAMES)[number];

/**
 * What `{/* truncate *\/}` compiles to: an empty element among the document's top-level blocks,
 * where a post's excerpt ends. A writer cannot write it as a component; no output shows it.
 */
export const TRUNCATE_ELEMENT = 'Truncate';

export type ContentElementName = MdxComponentName | typeof TRUNCATE_ELEMENT;
