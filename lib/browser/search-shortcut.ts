/**
 * Ctrl+K or ⌘K before the framework has loaded: the search link's page. Once the framework is
 * there (`<html data-hydrated>`), the search button opens its dialog for the shortcut instead.
 */
export function searchShortcutRuntime(): void {
  document.addEventListener('keydown', (event) => {
    if (document.documentElement.hasAttribute('data-hydrated') || event.defaultPrevented) return;
    if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey || event.key.toLowerCase() !== 'k') return;
    const link = document.querySelector<HTMLAnchorElement>('[data-search-link]');
    if (!link) return;
    event.preventDefault();
    window.location.assign(link.href);
  });
}
