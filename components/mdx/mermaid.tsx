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

/**
 * mermaid's `base` theme, set from the site's tokens (app/globals.css) and its text face: boxes in
 * the raised background with a brand-coloured border, lines and labels in the text colours. A
 * label is haloed in the page's background, so a line drawn across it (a lifeline behind a
 * message) never crosses its letters.
 */
function diagramTheme(dark: boolean) {
  const root = getComputedStyle(document.documentElement);
  const token = (name: string) => root.getPropertyValue(name).trim();
  const [bg, raised, text, muted, border, accent, active] = [
    '--color-bg',
    '--color-bg-raised',
    '--color-text',
    '--color-text-muted',
    '--color-border',
    '--color-primary',
    '--color-active-bg',
  ].map(token);
  return {
    theme: 'base' as const,
    themeVariables: {
      darkMode: dark,
      fontFamily: getComputedStyle(document.body).fontFamily,
      fontSize: '15px',
      background: bg,
      primaryColor: raised,
      primaryTextColor: text,
      primaryBorderColor: accent,
      secondaryColor: active,
      tertiaryColor: raised,
      lineColor: muted,
      textColor: text,
      mainBkg: raised,
      nodeBorder: accent,
      clusterBkg: bg,
      clusterBorder: border,
      edgeLabelBackground: bg,
      actorBkg: raised,
      actorBorder: accent,
      actorTextColor: text,
      actorLineColor: border,
      signalColor: muted,
      signalTextColor: text,
      labelBoxBkgColor: raised,
      labelBoxBorderColor: border,
      labelTextColor: text,
      loopTextColor: text,
      noteBkgColor: active,
      noteBorderColor: accent,
      noteTextColor: text,
      activationBkgColor: active,
      activationBorderColor: accent,
      sequenceNumberColor: bg,
    },
    themeCSS: `.messageText, .edgeLabel, .loopText, .labelText { paint-order: stroke; stroke: ${bg}; stroke-width: 6px; stroke-linejoin: round; }`,
  };
}

export function Mermaid({ chart }: { chart: string }) {
  const { state, retry } = useLazy(loadMermaid);
  const { resolvedTheme } = useTheme();
  const [svg, setSvg] = useState<string>('');
  const [renderError, setRenderError] = useState<string>('');
  const id = `mermaid-${useId().replace(/[^a-zA-Z0-9]/g, '')}`;

  useEffect(() => {
    if (state.status !== 'loaded') return;
    const mermaid = state.value;
    let cancelled = false;
    // Drawn in the page's typeface and colours (diagramTheme), read from the page as it is now,
    // so it is re-rendered when the mode changes. A diagram that does not parse fails the content
    // step, so a reader never meets one; were one to get through, mermaid would append its error
    // graphic to the page's body, under the footer.
    mermaid.initialize({
      startOnLoad: false,
      ...diagramTheme(resolvedTheme === 'dark'),
      securityLevel: 'strict',
      suppressErrorRendering: true,
    });
    mermaid.render(`${id}-${resolvedTheme ?? 'light'}`, chart).then(
      (result) => !cancelled && setSvg(result.svg),
      (error: unknown) => !cancelled && setRenderError(error instanceof Error ? error.message : String(error)),
    );
    return () => {
      cancelled = true;
    };
  }, [state, resolvedTheme, chart, id]);

  return (
    <figure className={styles.figure} data-mermaid="" data-theme-rendered={svg ? resolvedTheme : undefined}>
      <LazyStatus state={state} retry={retry} what="diagram" />
      {renderError ? <p role="alert">This diagram could not be drawn: {renderError}</p> : null}
      {svg ? <div className={styles.diagram} dangerouslySetInnerHTML={{ __html: svg }} /> : null}
      <noscript>
        <pre>{chart}</pre>
      </noscript>
    </figure>
  );
}
