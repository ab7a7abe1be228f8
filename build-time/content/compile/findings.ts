import type { Element, Root } from 'hast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';

/**
 * What the compile finds in a document besides its tree, kept beside the tree in its stored form
 * (`findings`, which reading the tree ignores) for the content step: each link and image with its
 * line, which the content step checks against the page model, and the writer's mistakes the compile
 * met (an unknown component, a diagram that does not parse, a type error in an example), every one
 * of them rather than the first. A mistake does not stop the compile: contentlayer would report it
 * as a failure of its own ("possibly a bug in Contentlayer"), and only one per file.
 */
export interface CompiledLink {
  url: string;
  /** The link as the writer wrote it, where the compile changed it (an archived version's link into its own docs). */
  written?: string;
  line?: number;
  image: boolean;
}
export interface CompileFindings {
  links: CompiledLink[];
  /** The ids of its elements: what a `#anchor` into the page may name. */
  ids: string[];
  problems: { line?: number; message: string }[];
}

/** The attribute of each element that leads to another page or loads a file. */
const LINKING: Record<string, string> = { a: 'href', img: 'src', source: 'src' };

/** Reads the findings of a compiled tree, before its positions are taken out. */
export function findingsOf(tree: Root, file: VFile): CompileFindings {
  const links: CompiledLink[] = [];
  const ids: string[] = [];
  visit(tree, 'element', (element: Element) => {
    if (typeof element.properties.id === 'string') ids.push(element.properties.id);
    const name = LINKING[element.tagName];
    const url = name ? element.properties[name] : undefined;
    if (typeof url !== 'string' || url === '') return;
    const written = (element.data as { writtenHref?: string } | undefined)?.writtenHref;
    links.push({ url, line: element.position?.start.line, image: element.tagName !== 'a', ...(written ? { written } : {}) });
  });
  const problems = file.messages.map((message) => ({ line: message.line ?? undefined, message: message.reason }));
  return { links, ids, problems };
}

/** The findings stored with a compiled tree (contentlayer's `body.html`). */
export function storedFindings(json: string): CompileFindings {
  const { findings } = JSON.parse(json) as { findings?: CompileFindings };
  return findings ?? { links: [], ids: [], problems: [] };
}
