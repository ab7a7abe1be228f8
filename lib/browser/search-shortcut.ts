/**
 * Ctrl+K or ⌘K anywhere clicks the navbar's search link: before the framework has loaded, that
 * opens the search page; once it has, the search button (components/search/search-button.tsx)
 * opens its dialog. While the dialog is open, it answers the shortcut first (its field comes back).
 */
export function searchShortcutRuntime(): void {
  document.addEventListener('keydown', (event) => {
    if (event.defaultPrevented) return;
    if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey || event.key.toLowerCase() !== 'k') return;
    const link = document.querySelector<HTMLAnchorElement>('[data-search-link]');
    if (!link) return;
    event.preventDefault();
    link.click();
  });
}
