import { withBasePath } from '@/lib/core/base-path';
import type { BannerPart } from '@/lib/core/versions';
import styles from './version-banner.module.css';

/**
 * The banner above an archived version's page (its record's `banner`, which its Markdown twin
 * opens with too): which version this is, where the page is in the latest, how to upgrade.
 * Following its link to the latest is choosing that version (lib/browser/docs-version.ts).
 */
export function VersionBanner({ parts }: { parts: BannerPart[] }) {
  return (
    <div className={styles.banner} role="note" aria-label="Archived version">
      <p>
        {parts.map((part, index) =>
          part.url ? (
            <a key={index} href={withBasePath(part.url)} data-docs-version-choice={part.version}>
              {part.text}
            </a>
          ) : (
            part.text
          ),
        )}
      </p>
    </div>
  );
}
