/**
 * Shows the banner `bannerId` when the page was served outside the export's base path `base`
 * (`/` for none), where none of its styles or scripts can be found. It runs inline before the
 * framework, so it works when nothing else of the page loaded.
 */
export function basePathBannerRuntime(base: string, bannerId: string): void {
  const path = location.pathname;
  if (base === '/' || path === base || path.startsWith(`${base.replace(/\/$/, '')}/`)) return;
  const banner = document.getElementById(bannerId);
  if (banner) banner.hidden = false;
}
