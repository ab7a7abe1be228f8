import { Fragment } from 'react';
import { nameParts } from '@/lib/core/code-breaks';

/**
 * A page's name standing alone in a narrow place (a sidebar entry, a pager link): it wraps at its
 * names' seams when it is too long for the line (`MissingInstanceName|Error`), rather than sticking
 * out or breaking inside a word.
 */
export function NameLabel({ text }: { text: string }) {
  const pieces = nameParts(text);
  if (pieces.length === 1) return text;
  return pieces.map((piece, index) => (
    <Fragment key={index}>
      {index > 0 ? <wbr /> : null}
      {piece}
    </Fragment>
  ));
}
