import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import type { Heading } from '@/lib/core/compiled-tree';
import { anchoredHeading } from '@/lib/core/heading-anchor';

/** A heading a page builds itself (API pages), with the `#` anchor the compile gives a document's headings. */
export function AnchoredHeading({ heading, code, className }: { heading: Heading; code?: boolean; className?: string }) {
  const element = anchoredHeading(heading, { code });
  if (className) element.properties.className = [className];
  return toJsxRuntime(element, { Fragment, jsx, jsxs });
}
