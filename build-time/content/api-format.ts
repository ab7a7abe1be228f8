import { format, type Options } from 'prettier';
import { CODE_COLUMNS } from '@/lib/core/code-columns';

/**
 * The API reference's code as prettier sets it, at the width a code block shows at 1280px
 * (CODE_COLUMNS), whatever the width of the declaration file it comes from or of the line
 * TypeScript's printer wrote: a declaration's signature, a class member's, and each type an entry
 * shows. The options are the reference's own, not the repository's `.prettierrc`, which formats
 * the site's source at another width; an object type is broken only when it does not fit.
 */
const OPTIONS: Options = { parser: 'typescript', printWidth: CODE_COLUMNS, singleQuote: true, trailingComma: 'all', objectWrap: 'collapse' };

const INDENT = '  ';
const dedent = (lines: string[]) => lines.map((line) => (line.startsWith(INDENT) ? line.slice(INDENT.length) : line));

/** Declarations as a page's signature shows them: `export function make(\n  id: string,\n): void;`. */
export async function formatDeclaration(text: string): Promise<string> {
  return (await format(text, OPTIONS)).trimEnd();
}

/** A class member as its entry shows it, without the `;` that ends it. */
export async function formatMember(text: string): Promise<string> {
  // Formatted in a class body, whose indent the entry does not show: two columns wider, then taken off.
  const formatted = await format(`declare class _ {\n${text}\n}`, { ...OPTIONS, printWidth: CODE_COLUMNS + INDENT.length });
  const lines = formatted.trimEnd().split('\n').slice(1, -1);
  return dedent(lines).join('\n').replace(/;$/, '');
}

/** Where a type is formatted: as a type alias, or for a type predicate (`value is Widget`), which only a return type may be, as one. */
const TYPE_CONTEXTS = { type: 'type _ =', predicate: 'declare function _():' };

/**
 * A type as an entry shows it (a parameter's, a field's, a return type): on one line when it fits,
 * else broken as prettier breaks it. Its first line is formatted after the code it is formatted in
 * (`type _ = `), which the entry leaves out: no line is wider than a code block, at the cost of
 * breaking a type that would have fitted by those few columns.
 */
export async function formatType(text: string, { predicate = false } = {}): Promise<string> {
  const prefix = predicate ? TYPE_CONTEXTS.predicate : TYPE_CONTEXTS.type;
  const formatted = await format(`${prefix} ${text};`, OPTIONS);
  const rest = formatted.trimEnd().replace(/;$/, '').slice(prefix.length);
  // A union broken over lines starts on the line below, indented once.
  return rest.startsWith('\n') ? dedent(rest.slice(1).split('\n')).join('\n') : rest.trimStart();
}
