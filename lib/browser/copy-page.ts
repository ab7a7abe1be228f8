import type { copyText } from '@/lib/browser/copy-text';

/**
 * `Copy page`, answered from the page's head script so it works before the framework has loaded:
 * it fetches the page's Markdown twin and puts it on the clipboard (`copy`: lib/browser/copy-text.ts,
 * which also copies where the Clipboard API is missing or refuses). The button's text follows
 * `data-status` through CSS (the framework later hydrates that text as it was served); the status
 * line is written here for screen readers.
 */
export function copyPageRuntime(shownForMs: number, copy: typeof copyText): void {
  document.addEventListener('click', (event) => {
    const target = event.target;
    const button = target instanceof Element ? target.closest<HTMLElement>('[data-copy-page]') : null;
    if (!button) return;
    const status = button.parentElement?.querySelector('[data-copy-page-status]');
    const show = (state: 'copied' | 'failed') => {
      button.setAttribute('data-status', state);
      if (status) status.textContent = state === 'copied' ? 'Page copied as Markdown' : 'Could not copy the page';
      window.setTimeout(() => {
        button.removeAttribute('data-status');
        if (status) status.textContent = '';
      }, shownForMs);
    };
    fetch(button.getAttribute('data-copy-page') ?? '')
      .then((response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return response.text();
      })
      .then((text) => copy(text, button))
      .then(
        () => show('copied'),
        () => show('failed'),
      );
  });
}
