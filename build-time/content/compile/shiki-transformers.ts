import type { Element, ElementContent } from 'hast';
import { toString } from 'hast-util-to-string';
import type { ShikiTransformer } from 'shiki';

const SHELL_LANGUAGES = new Set(['bash', 'sh', 'shell', 'zsh', 'console', 'shellsession']);
const SHELL_PROMPT = '$ ';

/** Removes the first `count` characters of a line's text, token by token. */
function dropLeadingText(nodes: ElementContent[], count: number): { nodes: ElementContent[]; left: number } {
  const kept: ElementContent[] = [];
  let left = count;
  for (const node of nodes) {
    if (left === 0) {
      kept.push(node);
    } else if (node.type === 'text') {
      const cut = Math.min(left, node.value.length);
      left -= cut;
      if (node.value.length > cut) kept.push({ ...node, value: node.value.slice(cut) });
    } else if (node.type === 'element') {
      const inner = dropLeadingText(node.children, left);
      left = inner.left;
      if (inner.nodes.length > 0) kept.push({ ...node, children: inner.nodes });
    }
  }
  return { nodes: kept, left };
}

/**
 * Shell blocks may show a `$ ` prompt before each command. The prompt gets its own span
 * (`data-prompt`) so it can be styled, left out of a selection, and left out of what the copy
 * button copies.
 */
export function transformerShellPrompt(): ShikiTransformer {
  return {
    name: 'lumenize:shell-prompt',
    line(line: Element) {
      if (!SHELL_LANGUAGES.has(this.options.lang) || !toString(line).startsWith(SHELL_PROMPT)) return;
      const prompt: Element = {
        type: 'element',
        tagName: 'span',
        properties: { 'data-prompt': '', 'aria-hidden': 'true' },
        children: [{ type: 'text', value: SHELL_PROMPT }],
      };
      line.children = [prompt, ...dropLeadingText(line.children, SHELL_PROMPT.length).nodes];
    },
  };
}

/** Removes spaces and tabs at the end of a line, dropping tokens left empty. */
function trimLineEnd(nodes: ElementContent[]): ElementContent[] {
  const kept = [...nodes];
  while (kept.length > 0) {
    const last = kept[kept.length - 1];
    if (last.type === 'text') {
      const value = last.value.replace(/[ \t]+$/, '');
      if (value) {
        kept[kept.length - 1] = { ...last, value };
        break;
      }
    } else if (last.type === 'element') {
      const children = trimLineEnd(last.children);
      if (children.length > 0) {
        kept[kept.length - 1] = { ...last, children };
        break;
      }
    } else {
      break;
    }
    kept.pop();
  }
  return kept;
}

/**
 * Removing `// [!code ++]` leaves the space that stood before it; trailing spaces are never
 * meant to be read or copied, so every line loses them. Runs after the notation transformers.
 */
export function transformerTrimLineEnds(): ShikiTransformer {
  return {
    name: 'lumenize:trim-line-ends',
    code(code: Element) {
      for (const line of code.children) {
        if (line.type === 'element') line.children = trimLineEnd(line.children);
      }
    },
  };
}
