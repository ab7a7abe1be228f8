/**
 * The last child of a row laid out from the right or the centre (`data-row-waits-for-end` on the
 * row). On a slow connection the browser paints a partly received row; each item that arrives then
 * moves the ones already painted, a layout shift. globals.css keeps such a row hidden until this
 * element has been parsed, so it appears once, complete. No script is involved.
 */
export function RowEnd() {
  return <span data-row-end="" hidden />;
}
