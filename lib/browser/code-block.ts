import type { copyText } from '@/lib/browser/copy-text';

/** How long the copy button says `Copied` (or `Copy failed`). */
export const COPIED_FOR_MS = 2000;

/**
 * What a reader means to copy: each line's text without the CSS line numbers and diff signs
 * (never in the DOM text), without what `leftOut` selects (`$ ` prompts, type hovers' popups), and
 * without lines a diff removes or that are not code (an error's message after its line).
 * Self-contained: the page's inline script runs this very function.
 */
export function copyableText(pre: HTMLElement, leftOut: string): string {
  const code = pre.querySelector('code') ?? pre;
  const lines = Array.from(code.querySelectorAll<HTMLElement>(':scope > [data-line]'));
  if (lines.length === 0) return code.innerText.replace(/\n$/, '');
  return lines
    .filter((line) => !line.classList.contains('remove'))
    .map((line) => {
      const copy = line.cloneNode(true) as HTMLElement;
      copy.querySelectorAll(leftOut).forEach((node) => node.remove());
      return copy.textContent ?? '';
    })
    .join('\n');
}

/**
 * The code blocks' copy and word-wrap buttons, answered from the page's head script: they work
 * from the first paint, on every block, including blocks the framework renders later. The copy
 * button says `Copied` for a while (its name, and its icon through CSS), or `Copy failed` when the
 * browser refuses (`copy`: lib/browser/copy-text.ts).
 */
export function codeBlockRuntime(copiedForMs: number, textOf: typeof copyableText, leftOut: string, copy: typeof copyText): void {
  const timers = new WeakMap<Element, number>();
  document.addEventListener('click', (event) => {
    const target = event.target;
    if (!(target instanceof Element)) return;
    const button = target.closest<HTMLElement>('[data-code-copy], [data-code-wrap]');
    const pre = button?.closest('[data-code-block]')?.querySelector('pre');
    if (!button || !pre) return;
    if (button.hasAttribute('data-code-wrap')) {
      const wrapped = button.getAttribute('aria-pressed') !== 'true';
      button.setAttribute('aria-pressed', String(wrapped));
      pre.setAttribute('data-wrap', String(wrapped));
      return;
    }
    const show = (state: 'copied' | 'failed') => {
      button.toggleAttribute('data-copied', state === 'copied');
      button.toggleAttribute('data-copy-failed', state === 'failed');
      button.setAttribute('aria-label', state === 'copied' ? 'Copied' : 'Copy failed');
      window.clearTimeout(timers.get(button));
      timers.set(
        button,
        window.setTimeout(() => {
          button.removeAttribute('data-copied');
          button.removeAttribute('data-copy-failed');
          button.setAttribute('aria-label', 'Copy code to clipboard');
        }, copiedForMs),
      );
    };
    copy(textOf(pre, leftOut), button).then(
      () => show('copied'),
      () => show('failed'),
    );
  });
}
