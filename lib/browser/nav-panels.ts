/** The one desktop breakpoint, in JS as in CSS: below it the navbar's links move into a panel. */
export const DESKTOP_BREAKPOINT = 996;

/** The mobile panel of the navbar's links (components/layout/mobile-menu.tsx). */
export const NAV_PANEL_ID = 'nav-panel';
/** On docs pages, the docs sidebar, which is the mobile panel below the breakpoint (components/docs/docs-sidebar.tsx). */
export const DOCS_PANEL_ID = 'docs-panel';

/**
 * The mobile panels are popovers: the navbar toggle opens one, Escape and a click beside it close
 * it, with HTML alone. The head script adds, from the first paint: focus moves into a panel as it
 * opens; the docs sidebar is a dialog named Navigation while it is a panel (it is the desktop
 * column otherwise); `← Back to main menu` swaps it for the links' panel (without JavaScript that
 * panel opens over it); a panel's Search opens search as the navbar's control does; and an open
 * panel closes when the window reaches the desktop layout.
 */
export function navPanelsRuntime(navPanelId: string, docsPanelId: string, desktopBreakpoint: number): void {
  const panels = () => Array.from(document.querySelectorAll<HTMLElement>('[data-nav-panel]'));
  const hide = (panel: HTMLElement | null) => {
    if (panel?.matches(':popover-open')) panel.hidePopover();
  };
  document.addEventListener(
    'toggle',
    (event) => {
      const panel = event.target;
      if (!(panel instanceof HTMLElement) || !panel.hasAttribute('data-nav-panel')) return;
      const open = (event as ToggleEvent).newState === 'open';
      if (panel.id === docsPanelId) {
        if (open) {
          panel.setAttribute('role', 'dialog');
          panel.setAttribute('aria-label', 'Navigation');
        } else {
          panel.removeAttribute('role');
          panel.removeAttribute('aria-label');
        }
      }
      if (open) panel.querySelector<HTMLElement>('a[href], button')?.focus();
    },
    true,
  );
  document.addEventListener('click', (event) => {
    const target = event.target;
    if (!(target instanceof Element) || !target.closest('[data-nav-back]')) return;
    const links = document.getElementById(navPanelId);
    if (!links) return;
    event.preventDefault();
    hide(document.getElementById(docsPanelId));
    links.showPopover();
  });
  // A panel's search entry is the navbar's search control, reached from the panel: the panel
  // closes and the control acts as if clicked (the search page, or the dialog once hydrated).
  document.addEventListener('click', (event) => {
    const target = event.target;
    if (!(target instanceof Element) || !target.closest('[data-panel-search]')) return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const search = document.querySelector<HTMLElement>('[data-search-link]');
    if (!search) return;
    event.preventDefault();
    panels().forEach(hide);
    search.click();
  });
  window.matchMedia(`(min-width: ${desktopBreakpoint}px)`).addEventListener('change', (event) => {
    if (event.matches) panels().forEach(hide);
  });
}
