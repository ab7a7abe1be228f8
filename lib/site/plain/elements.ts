import type { Element, ElementContent } from 'hast';
import type { ContentElementName } from '@/lib/core/elements';
import { TYPE_HOVER_DOC } from '@/lib/core/code-hovers';
import { plainAdmonition } from './admonition';
import { isCodeFigure, plainCodeFigure } from './code-block';
import { plainMermaid } from './mermaid';
import { plainTab, plainTabs } from './tabs';

/**
 * What each element of a compiled document means where React does not run: the feeds, the
 * Markdown twins and the search index read this plain HTML form. Each meaning is written beside
 * its component (`*.plain.ts`); the map is typed by the names of those elements, so a component
 * without one does not compile. The excerpt's marker means nothing outside the blog list.
 */
const PLAIN: Record<ContentElementName, (element: Element) => ElementContent[]> = {
  Admonition: plainAdmonition,
  Tabs: plainTabs,
  Tab: plainTab,
  Mermaid: plainMermaid,
  Truncate: () => [],
};

/** The plain form of an element, or undefined for an element that is plain HTML already. */
export function plainElement(element: Element): ElementContent[] | undefined {
  // A type hover's doc is the page's alone, as is the popup around it (code-block.ts leaves it out).
  if (element.tagName === TYPE_HOVER_DOC) return [];
  if (element.tagName in PLAIN) return PLAIN[element.tagName as ContentElementName](element);
  if (isCodeFigure(element)) return plainCodeFigure(element);
  return undefined;
}
