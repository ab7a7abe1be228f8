'use client';

import { useEffect, useId, useState } from 'react';
import { LazyStatus } from '@/components/lazy/lazy-status';
import { useLazy } from '@/components/lazy/use-lazy';
import { withBasePath } from '@/lib/core/base-path';
import { MERMAID_BROWSER_BUILD } from '@/lib/core/vendor-paths';
import styles from './mermaid.module.css';

type MermaidApi = typeof import('mermaid').default;

/**
 * mermaid's browser build from the site's own files, fetched only on a page with a diagram. A
 * browser keeps a module that failed to load as failed for its URL, so a retry asks under another.
 */
const loadMermaid = async (attempt: number): Promise<MermaidApi> => {
  const url = `${withBasePath(MERMAID_BROWSER_BUILD)}${attempt > 0 ? `?retry=${attempt}` : ''}`;
  // Not a module of ours: the bundler must leave this import to the browser.
  const loaded = (await import(/* webpackIgnore: true */ /* turbopackIgnore: true */ url)) as { default: MermaidApi };
  return loaded.default;
};

/**
 * A diagram, drawn once: mermaid lays it out in the site's typeface, and its colours are the
 * site's tokens through CSS (mermaid.module.css), so it follows the colour mode without being
 * drawn again.
 */
export function Mermaid({ chart }: { chart: string }) {
  const { state, retry } = useLazy(loadMermaid);
  const [svg, setSvg] = useState<string>('');
  const [renderError, setRenderError] = useState<string>('');
  const id = `mermaid-${useId().replace(/[^a-zA-Z0-9]/g, '')}`;

  useEffect(() => {
    if (state.status !== 'loaded') return;
    const mermaid = state.value;
    let cancelled = false;
    // A diagram that does not parse fails the content step, so a reader never meets one; were one
    // to get through, mermaid would append its error graphic to the page's body, under the footer.
    mermaid.initialize({
      startOnLoad: false,
      theme: 'base',
      themeVariables: { fontFamily: getComputedStyle(document.body).fontFamily },
      securityLevel: 'strict',
      suppressErrorRendering: true,
    });
    mermaid.render(id, chart).then(
      (result) => !cancelled && setSvg(result.svg),
      (error: unknown) => !cancelled && setRenderError(error instanceof Error ? error.message : String(error)),
    );
    return () => {
      cancelled = true;
    };
  }, [state, chart, id]);

  return (
    <figure className={styles.figure} data-mermaid="" data-drawn={svg ? '' : undefined}>
      <LazyStatus state={state} retry={retry} what="diagram" />
      {renderError ? <p role="alert">This diagram could not be drawn: {renderError}</p> : null}
      {/* Focusable: a diagram wider than a phone scrolls, and a keyboard reader scrolls it too. */}
      {svg ? <div className={styles.diagram} role="group" aria-label="Diagram" tabIndex={0} dangerouslySetInnerHTML={{ __html: svg }} /> : null}
      <noscript>
        <pre>{chart}</pre>
      </noscript>
    </figure>
  );
}
