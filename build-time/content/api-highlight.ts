import { createHighlighterCoreSync, type HighlighterCore } from 'shiki/core';
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript';
import javascript from 'shiki/langs/javascript.mjs';
import json from 'shiki/langs/json.mjs';
import jsonc from 'shiki/langs/jsonc.mjs';
import jsx from 'shiki/langs/jsx.mjs';
import shellscript from 'shiki/langs/shellscript.mjs';
import tsx from 'shiki/langs/tsx.mjs';
import typescript from 'shiki/langs/typescript.mjs';
import type { ApiBlock, ApiItem, ApiItemView, TokenColor, TypePart } from '@/lib/core/api';
import { darkCodeTheme, lightCodeTheme } from './compile/code-themes';

/**
 * The code of an API item's page highlighted as the guides' code is, with the same themes, when
 * the content step builds the page model: the page gets coloured pieces and needs no script.
 * Each block's pieces are cut at the tokens' edges and keep their text, so the plain outputs (the
 * Markdown twin, llms-full.txt, search), which read the text alone, do not change, and a linked
 * name stays one link.
 *
 * shiki's JavaScript regex engine, unlike the WebAssembly one rehype-pretty-code loads, works
 * synchronously, as the content step does; it tokenizes these grammars as the other does.
 */

const GRAMMARS = [typescript, tsx, javascript, jsx, json, jsonc, shellscript];
/** Languages an `@example` fence may name that are shown as they are. */
const PLAIN = new Set(['text', 'txt', 'plaintext']);

let highlighter: HighlighterCore | undefined;
const shiki = () =>
  (highlighter ??= createHighlighterCoreSync({ themes: [lightCodeTheme, darkCodeTheme], langs: GRAMMARS, engine: createJavaScriptRegexEngine() }));

/** The names a fence may give the grammars loaded, aliases included (`ts`, `sh`, `bash` …). */
function knownLanguages(): Set<string> {
  return new Set(GRAMMARS.flat().flatMap((grammar) => [grammar.name, ...(grammar.aliases ?? [])]));
}

/**
 * A piece of code that is not a whole program (a type, a class member) is tokenized inside the
 * code that gives it its meaning there, which is then left out: `string` alone is a variable.
 */
interface Context {
  before: string;
  after: string;
}
const AS_TYPE: Context = { before: 'type _ = ', after: ';' };
const AS_MEMBER: Context = { before: 'declare class _ {\n', after: '\n}' };
const AS_PROGRAM: Context = { before: '', after: '' };

const sameColor = (a: TokenColor | undefined, b: TokenColor | undefined) => a?.light === b?.light && a?.dark === b?.dark;

/** `parts` cut at the edges of their tokens, each piece with its token's colours; the text stays the same. */
export function highlightParts(parts: readonly TypePart[], language: string, context: Context = AS_PROGRAM): TypePart[] {
  const text = parts.map((part) => part.text).join('');
  const { tokens } = shiki().codeToTokens(context.before + text + context.after, {
    lang: language,
    themes: { light: lightCodeTheme.name!, dark: darkCodeTheme.name! },
    defaultColor: false,
    // No time limit: by default a line that takes over 500 ms (the first, while the grammar's
    // expressions compile, on a busy machine) keeps its tail as one token in one colour.
    tokenizeTimeLimit: 0,
  });
  // The colour of each character of `text`; white space takes the colour before it, so that it
  // joins a neighbour's piece rather than making one of its own.
  const colors: (TokenColor | undefined)[] = new Array(text.length);
  for (const token of tokens.flat()) {
    const style = token.htmlStyle ?? {};
    const color = style['--shiki-light'] && style['--shiki-dark'] ? { light: style['--shiki-light'], dark: style['--shiki-dark'] } : undefined;
    for (let index = 0; index < token.content.length; index++) {
      const at = token.offset + index - context.before.length;
      if (at >= 0 && at < text.length) colors[at] = color;
    }
  }
  for (let at = 0; at < text.length; at++) if (/\s/.test(text[at])) colors[at] = at > 0 ? colors[at - 1] : undefined;
  const pieces: TypePart[] = [];
  let offset = 0;
  for (const part of parts) {
    let piece: TypePart | undefined;
    for (let index = 0; index < part.text.length; index++) {
      const color = colors[offset + index];
      if (piece && sameColor(piece.color, color)) {
        piece.text += part.text[index];
        continue;
      }
      piece = { text: part.text[index], ...(part.url ? { url: part.url } : {}), ...(color ? { color } : {}) };
      pieces.push(piece);
    }
    offset += part.text.length;
  }
  return pieces;
}

function highlightBlock(block: ApiBlock, item: Pick<ApiItem, 'name' | 'sourcePath' | 'line'>): ApiBlock {
  switch (block.type) {
    case 'code': {
      if (PLAIN.has(block.language)) return block;
      if (!knownLanguages().has(block.language)) {
        const known = [...knownLanguages(), ...PLAIN].sort().join(', ');
        throw new Error(
          `${item.sourcePath}:${item.line}: a code block of ${item.name} is in "${block.language}", which the reference does not highlight; use one of ${known}.`,
        );
      }
      return { ...block, parts: highlightParts(block.parts, block.language) };
    }
    case 'params':
      return { ...block, rows: block.rows.map((row) => (row.typeParameter ? row : { ...row, type: highlightParts(row.type, 'ts', AS_TYPE) })) };
    case 'fields':
      return { ...block, rows: block.rows.map((row) => ({ ...row, type: highlightParts(row.type, 'ts', AS_TYPE) })) };
    case 'members':
      return { ...block, members: block.members.map((member) => ({ ...member, signature: highlightParts(member.signature, 'ts', AS_MEMBER) })) };
    case 'typed':
      return { ...block, parts: highlightParts(block.parts, 'ts', AS_TYPE) };
    default:
      return block;
  }
}

/** An item page's description with all its code highlighted: signatures, examples, the import, each type and member. */
export function highlightApiView(view: ApiItemView, item: Pick<ApiItem, 'name' | 'sourcePath' | 'line'>): ApiItemView {
  return {
    lead: view.lead.map((block) => highlightBlock(block, item)),
    sections: view.sections.map((section) => ({ ...section, blocks: section.blocks.map((block) => highlightBlock(block, item)) })),
  };
}
