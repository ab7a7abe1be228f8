import { Fragment, type ReactNode } from 'react';
import { nameParts } from '@/lib/core/code-breaks';

/** `pieces` of one text, joined by <wbr>: where a line may break that would not break otherwise. */
export function joinedWithBreaks(pieces: readonly string[]): ReactNode {
  if (pieces.length === 1) return pieces[0];
  return pieces.map((piece, index) => (
    <Fragment key={index}>
      {index > 0 ? <wbr /> : null}
      {piece}
    </Fragment>
  ));
}

/**
 * A page's name standing alone in a narrow place (a sidebar entry, a pager link): it wraps at its
 * names' seams when it is too long for the line (`MissingInstanceName|Error`), rather than sticking
 * out or breaking inside a word.
 */
export function NameLabel({ text }: { text: string }) {
  return joinedWithBreaks(nameParts(text));
}
