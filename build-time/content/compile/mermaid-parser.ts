import { parseHTML } from 'linkedom';

type Mermaid = typeof import('mermaid').default;

/**
 * mermaid's own parser, in Node. mermaid sanitizes the labels of most diagram types with DOMPurify
 * while it parses, and DOMPurify needs a window: without one it has no hooks, and mermaid fails on
 * every class, state, gantt or C4 diagram with "DOMPurify.addHook is not a function". DOMPurify
 * takes the window it finds when it is first imported and keeps it, so a window of linkedom's, a
 * small DOM without a browser, is global only while mermaid is imported: nothing else in this
 * process (the highlighter, React's server renderer) is led to think it runs in a browser.
 */
let loaded: Promise<Mermaid> | undefined;
function loadMermaid(): Promise<Mermaid> {
  loaded ??= (async () => {
    const global = globalThis as { window?: unknown };
    const had = 'window' in global;
    global.window ??= parseHTML('<!doctype html><html><body></body></html>').window;
    try {
      return (await import('mermaid')).default;
    } finally {
      if (!had) delete global.window;
    }
  })();
  return loaded;
}

/** Where a diagram fails: the line of the diagram (1-based) where mermaid says, and its message. */
export interface DiagramError {
  line?: number;
  message: string;
}

/** mermaid's two kinds of parser report the place differently: jison's `hash.loc`, langium's lexer and parser errors. */
interface MermaidError {
  message: string;
  hash?: { loc?: { first_line?: number } };
  result?: { lexerErrors?: { line?: number }[]; parserErrors?: { token?: { startLine?: number } }[] };
}

function lineOf(error: MermaidError): number | undefined {
  const line = error.hash?.loc?.first_line ?? error.result?.lexerErrors?.[0]?.line ?? error.result?.parserErrors?.[0]?.token?.startLine;
  return typeof line === 'number' && Number.isFinite(line) ? line : undefined;
}

/** Parses a diagram with mermaid's parser: undefined when it parses, or where and why it does not. */
export async function checkDiagram(chart: string): Promise<DiagramError | undefined> {
  const mermaid = await loadMermaid();
  try {
    await mermaid.parse(chart);
    return undefined;
  } catch (error) {
    const failure = error as MermaidError;
    return { line: lineOf(failure), message: String(failure.message ?? error).trim() };
  }
}
