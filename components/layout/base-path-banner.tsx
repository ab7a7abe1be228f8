import { basePathBannerRuntime } from '@/lib/browser/base-path-banner';
import { BASE_PATH } from '@/lib/core/base-path';
import { inlineScript } from '@/lib/site/inline-script';

const BASE_PATH_BANNER_ID = 'base-path-banner';

/**
 * When the export is served outside its configured base path, the reader learns why the page
 * looks broken. Plain HTML and a tiny inline script, so it works even when the CSS and JS failed
 * to load.
 */
export function BasePathBanner() {
  const base = BASE_PATH || '/';
  return (
    <>
      <div
        id={BASE_PATH_BANNER_ID}
        hidden
        role="alert"
        style={{ padding: '1rem', background: '#fff3cd', color: '#3d2b00', borderBottom: '2px solid #b8610a', fontFamily: 'sans-serif' }}
      >
        <p style={{ margin: 0, fontWeight: 700 }}>This site did not load properly.</p>
        <p style={{ margin: '0.5rem 0 0' }}>
          This site is configured for the base path <code>{base}</code>, but this page was served from another path, so its styles and scripts could not be
          found. Serve the export under <code>{base}</code>, or rebuild it with <code>LUMENIZE_BASE_PATH</code> set to the path you deploy it at.
        </p>
      </div>
      <script dangerouslySetInnerHTML={{ __html: inlineScript(basePathBannerRuntime, base, BASE_PATH_BANNER_ID) }} />
    </>
  );
}
