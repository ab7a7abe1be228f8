/** The id of each page's `<main>`, the skip link's target. */
export const MAIN_ID = 'main-content';
