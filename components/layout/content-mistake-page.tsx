import { MAIN_ID } from '@/lib/core/landmarks';

/**
 * What every address shows in `npm run dev` while the content has a mistake: the report that
 * names the file and the field. The layout renders it in place of the site, so the next refresh
 * (the file fixed) brings the page back like any other edit, with no reload of the tab: it is a
 * fallback in place (components/dev/content-reload.tsx).
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
