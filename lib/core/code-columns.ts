/**
 * How wide a code example may be, in columns: the width a code block shows without scrolling at
 * 1280px (the article column of app/globals.css at its code font size). The compile holds every
 * fence of a document to it.
 */
export const CODE_COLUMNS = 90;
