'use client';

import { useTheme } from 'next-themes';
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

/** Which mermaid theme variables take which of the site's tokens (app/globals.css); the rest derive from these. */
const THEME_TOKENS: Record<string, string[]> = {
  '--color-bg': ['background', 'edgeLabelBackground'],
  '--color-bg-raised': ['primaryColor', 'tertiaryColor'],
  '--color-text': ['primaryTextColor', 'textColor', 'noteTextColor'],
  '--color-text-muted': ['lineColor', 'signalColor'],
  '--color-border': ['actorLineColor', 'clusterBorder'],
  '--color-primary': ['primaryBorderColor', 'noteBorderColor'],
  '--color-active-bg': ['secondaryColor', 'noteBkgColor'],
};

/**
 * mermaid's `base` theme in the site's typeface and tokens, read from the page as it is drawn:
 * boxes in the raised background with a brand-coloured border, lines and labels in the text
 * colours. A label is haloed in the page's background, so a line drawn across it (a lifeline
 * behind a message) never crosses its letters.
 */
function diagramTheme(dark: boolean) {
  const root = getComputedStyle(document.documentElement);
  const themeVariables: Record<string, string | boolean> = { darkMode: dark, fontFamily: getComputedStyle(document.body).fontFamily, fontSize: '15px' };
  for (const [token, names] of Object.entries(THEME_TOKENS)) for (const name of names) themeVariables[name] = root.getPropertyValue(token).trim();
  const halo = `paint-order: stroke; stroke: ${String(themeVariables.background)}; stroke-width: 6px; stroke-linejoin: round;`;
  return { theme: 'base' as const, themeVariables, themeCSS: `.messageText, .loopText, .labelText { ${halo} }` };
}

export function Mermaid({ chart }: { chart: string }) {
  const { state, retry } = useLazy(loadMermaid);
  const { resolvedTheme } = useTheme();
  const [drawn, setDrawn] = useState<{ svg: string; theme?: string }>();
  const [renderError, setRenderError] = useState<string>('');
  const id = `mermaid-${useId().replace(/[^a-zA-Z0-9]/g, '')}`;

  useEffect(() => {
    if (state.status !== 'loaded') return;
    const mermaid = state.value;
    let cancelled = false;
    // Drawn in the page's typeface and colours (diagramTheme), re-drawn when the mode changes:
    // a frame later, once next-themes (whose effect runs after this one) has switched the page's
    // tokens. A diagram that does not parse fails the content step, so a reader never meets one;
    // were one to get through, mermaid would append its error graphic to the page's body, under
    // the footer.
    const frame = requestAnimationFrame(() => {
      mermaid.initialize({ startOnLoad: false, ...diagramTheme(resolvedTheme === 'dark'), securityLevel: 'strict', suppressErrorRendering: true });
      mermaid.render(`${id}-${resolvedTheme ?? 'light'}`, chart).then(
        (result) => !cancelled && setDrawn({ svg: result.svg, theme: resolvedTheme }),
        (error: unknown) => !cancelled && setRenderError(error instanceof Error ? error.message : String(error)),
      );
    });
    return () => {
      cancelled = true;
      cancelAnimationFrame(frame);
    };
  }, [state, resolvedTheme, chart, id]);

  return (
    <figure className={styles.figure} data-mermaid="" data-theme-rendered={drawn?.theme}>
      <LazyStatus state={state} retry={retry} what="diagram" />
      {renderError ? <p role="alert">This diagram could not be drawn: {renderError}</p> : null}
      {drawn ? <div className={styles.diagram} dangerouslySetInnerHTML={{ __html: drawn.svg }} /> : null}
      <noscript>
        <pre>{chart}</pre>
      </noscript>
    </figure>
  );
}
