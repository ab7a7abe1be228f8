import { transformerNotationDiff } from '@shikijs/transformers';
import rehypePrettyCode, { type Options as PrettyCodeOptions } from 'rehype-pretty-code';
import rehypeSlug from 'rehype-slug';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import type { PluggableList } from 'unified';
import { darkCodeTheme, lightCodeTheme } from './code-themes';
import { rehypeHeadingAnchors } from './rehype-heading-anchors';
import { remarkAdmonitions } from './remark-admonitions';
import { remarkMermaid } from './remark-mermaid';
import { transformerShellPrompt, transformerTrimLineEnds } from './shiki-transformers';

/** Code highlighting: a light and a dark theme (AA contrast), `// [!code ++]` diffs, `$ ` shell prompts. */
export const prettyCodeOptions: PrettyCodeOptions = {
  theme: { light: lightCodeTheme, dark: darkCodeTheme },
  keepBackground: false,
  defaultLang: { block: 'plaintext', inline: 'plaintext' },
  transformers: [transformerNotationDiff(), transformerTrimLineEnds(), transformerShellPrompt()],
};

/** The one MDX pipeline of the site: contentlayer uses it, and so do the unit tests of its plugins. */
export const remarkPlugins: PluggableList = [remarkGfm, remarkDirective, remarkAdmonitions, remarkMermaid];
export const rehypePlugins: PluggableList = [rehypeSlug, rehypeHeadingAnchors, [rehypePrettyCode, prettyCodeOptions]];
