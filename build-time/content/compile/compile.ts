import { transformerNotationDiff } from '@shikijs/transformers';
import type { Root } from 'hast';
import rehypePrettyCode, { type Options as PrettyCodeOptions } from 'rehype-pretty-code';
import rehypeSlug from 'rehype-slug';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import type { Processor } from 'unified';
import { removePosition } from 'unist-util-remove-position';
import { VFile } from 'vfile';
import { packTree } from '@/lib/core/compiled-tree';
import { CONTENT_DIR } from '../content-dir';
import { darkCodeTheme, lightCodeTheme } from './code-themes';
import { rehypeCheckExamples } from './examples/check-examples';
import { findingsOf } from './findings';
import { transformerExamples } from './examples/hovers';
import { rehypeHeadingAnchors } from './rehype-heading-anchors';
import { rehypeVersionLinks } from './rehype-version-links';
import { remarkAdmonitions } from './remark-admonitions';
import { remarkApiChanges } from './remark-api-changes';
import { remarkCodeWidth } from './remark-code-width';
import { remarkJsx } from './remark-jsx';
import { remarkMermaid } from './remark-mermaid';
import { transformerShellPrompt, transformerTrimLineEnds } from './shiki-transformers';

/**
 * Code highlighting: a light and a dark theme (AA contrast), `// [!code ++]` diffs, `$ ` shell
 * prompts, and the type hovers of the guides' TypeScript examples (checked by rehypeCheckExamples).
 */
const prettyCodeOptions: PrettyCodeOptions = {
  theme: { light: lightCodeTheme, dark: darkCodeTheme },
  keepBackground: false,
  defaultLang: { block: 'plaintext', inline: 'plaintext' },
  transformers: [transformerExamples(), transformerNotationDiff(), transformerTrimLineEnds(), transformerShellPrompt()],
};

/**
 * The compiled tree as stored (packTree), without source positions: no output needs them. The
 * compile's findings (its links and the writer's mistakes, with their lines) go beside it.
 */
function treeCompiler(this: Processor) {
  this.compiler = (tree, file) => {
    const findings = findingsOf(tree as Root, file);
    removePosition(tree as Root, { force: true });
    return JSON.stringify({ ...packTree(tree as Root), findings });
  };
}

/** A place as the MDX parser writes it into its messages: `(20:1-20:24)`. */
const PLACE_IN_TEXT = /\s*\((\d+):\d+-\d+:\d+\)/;

/**
 * What a writer reads when MDX does not parse, and the line it is about. The parser reports an
 * unclosed tag where the document (or the block holding it) ends, which may be the first line, and
 * writes the tag's own place only into its text: the report points at the tag. Other messages are
 * the parser's, at its place.
 */
function syntaxProblem(error: { message: string; place?: { line?: number; start?: { line: number } } }): { line: number; message: string } {
  const at = error.place?.start?.line ?? error.place?.line;
  const unclosed = /^Expected a closing tag for `<([^>]*)>` \((\d+):/.exec(error.message);
  if (unclosed) {
    const [, name, line] = unclosed;
    return { line: Number(line), message: `<${name}> is never closed: end it with </${name}>, or write <${name} … /> when it holds nothing.` };
  }
  const mismatch = /^Unexpected closing tag `<\/([^>]*)>`, expected corresponding closing tag for `<([^>]*)>` \((\d+):/.exec(error.message);
  if (mismatch) {
    const [, closing, open, line] = mismatch;
    return {
      line: at ?? Number(line),
      message: `</${closing}> does not match the tag open here, <${open}> (line ${line}): close that one first, with </${open}>.`,
    };
  }
  return { line: at ?? 1, message: `This MDX does not parse: ${error.message.replace(PLACE_IN_TEXT, '')}` };
}

/**
 * MDX that does not parse is a writer's mistake like any other: reported with its line among the
 * document's findings, not thrown, so that contentlayer does not take it for a failure of its own.
 */
function syntaxErrorsAsFindings(this: Processor) {
  const parse = this.parser;
  if (!parse) return;
  this.parser = (document, file) => {
    try {
      return parse(document, file);
    } catch (error) {
      const { line, message } = syntaxProblem(error as Error);
      file.message(message, { line, column: 1 });
      return { type: 'root', children: [] };
    }
  };
}

/**
 * A fault of the compile's own code (a plugin that throws) is no mistake of the writer's, and
 * thrown it would reach contentlayer, which reports it as "possibly a bug in Contentlayer" without
 * its stack. It is kept instead as the document's one problem, saying whose fault it is, with its
 * stack, which the content step reports like any other: the build stops on it, and `npm run dev`
 * shows it on the document's page.
 */
function keepFaults(processor: Processor): Processor {
  const process = processor.process.bind(processor);
  const kept = async (file?: Parameters<Processor['process']>[0]) => {
    try {
      return await process(file);
    } catch (error) {
      const stack = error instanceof Error ? (error.stack ?? error.message) : String(error);
      const message = `The site's compile failed on this document: a fault of the site's code, not of the document.\n${stack}`;
      return new VFile(JSON.stringify({ ...packTree({ type: 'root', children: [] }), findings: { links: [], ids: [], problems: [{ message }] } }));
    }
  };
  return Object.assign(processor, { process: kept }) as Processor;
}

/**
 * The one compile of every MDX document: front matter out, MDX read as content (remark-jsx),
 * both admonition syntaxes, code no wider than a code block shows, mermaid fences, GFM, the upgrade
 * guide's tables from the API history; then heading ids and anchors, an archived version's links into
 * its own docs, the type check of
 * the guides' TypeScript examples, and highlighted code with their type hovers. It ends in a hast tree (compiled-tree.ts reads it back) from which the page, the excerpt,
 * the feeds, the Markdown twin and the search index are all made. contentlayer runs it through
 * its `markdown` option and stores the result as the document's `body.html`.
 */
export function compileDocument(processor: Processor): Processor {
  return keepFaults(processor)
    .use(remarkParse)
    .use(remarkFrontmatter)
    .use(remarkMdx)
    .use(remarkGfm)
    .use(remarkDirective)
    .use(syntaxErrorsAsFindings)
    .use(remarkAdmonitions)
    .use(remarkCodeWidth)
    .use(remarkMermaid)
    .use(remarkApiChanges, { contentDir: CONTENT_DIR })
    .use(remarkJsx)
    .use(remarkRehype)
    .use(rehypeSlug)
    .use(rehypeHeadingAnchors)
    .use(rehypeVersionLinks, { contentDir: CONTENT_DIR })
    .use(rehypeCheckExamples, { contentDir: CONTENT_DIR })
    .use(rehypePrettyCode, prettyCodeOptions)
    .use(treeCompiler) as unknown as Processor;
}
