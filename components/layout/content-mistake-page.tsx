import type { ReactNode } from 'react';
import { MAIN_ID } from '@/lib/core/landmarks';
import { formatProblems, type Problem } from '@/lib/core/problems';
import { mistakesAt } from '@/lib/site/pages';
import { pageNotFound } from './not-found-page';

/**
 * What every address shows in `npm run dev` while the content step could make no model (a mistake
 * in the site config or the sidebar's form, or a fault of the site's code): its report. The layout
 * renders it in place of the site, so the next refresh (the file fixed) brings the page back like
 * any other edit, with no reload of the tab: it is a fallback in place (components/dev/content-reload.tsx).
 */
export function ContentMistakePage({ report }: { report: string }) {
  return (
    <main id={MAIN_ID} tabIndex={-1} data-fallback-page="mistake" data-in-place="">
      <h1>The content has a mistake</h1>
      <p>Fix it and this tab shows the page again by itself.</p>
      <pre>{report}</pre>
    </main>
  );
}

/**
 * What the page of a document with a mistake shows in `npm run dev`, in place of the document:
 * each of its mistakes at its line. Every other page keeps its content and names the mistake in a
 * notice (components/dev/content-notice.tsx).
 */
function DocumentMistakePage({ problems }: { problems: readonly Problem[] }) {
  return (
    <main id={MAIN_ID} tabIndex={-1} data-fallback-page="mistake" data-in-place="">
      <h1>This page has a mistake</h1>
      <p>Fix it and this tab shows the page again by itself; the other pages keep theirs meanwhile.</p>
      <pre>{formatProblems(problems)}</pre>
    </main>
  );
}

/**
 * What a route that shows a document renders at `url`: its `page` in its `view`, or Page Not
 * Found; but in `npm run dev`, while the document at that address has a mistake (a new one too,
 * which the model does not hold yet), the mistake, in its place.
 */
export function pageView<P>(url: string, page: P | undefined, view: (page: P) => ReactNode): ReactNode {
  const mistakes = mistakesAt(url);
  if (mistakes.length > 0) return <DocumentMistakePage problems={mistakes} />;
  return page === undefined ? pageNotFound() : view(page);
}
