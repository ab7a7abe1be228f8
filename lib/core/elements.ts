/**
 * The elements of a compiled document that are not HTML: our MDX components by name. The page
 * renders each with its React component
 * (components/mdx/mdx-content.tsx) and every other output with its plain HTML meaning
 * (lib/site/plain/elements.ts); both are typed by this list, so neither can miss one.
 */
export const MDX_COMPONENT_NAMES = ['Admonition', 'Tabs', 'Tab', 'Mermaid'] as const;
export type MdxComponentName = (typeof MDX_COMPONENT_NAMES)[number];
