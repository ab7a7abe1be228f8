import type { ReactNode } from 'react';
import type { AdmonitionKind } from '@/lib/core/admonitions';

/**
 * Each kind's icon, drawn with the stroke of the text around it: a pencil for a note, a bulb for a
 * tip, an "i" for info, a triangle for a warning and an octagon for danger. Typed by the kinds, so
 * a new kind without an icon does not compile.
 */
const PATHS: Record<AdmonitionKind, ReactNode> = {
  note: (
    <>
      <path d="M4 20h4L19 9l-4-4L4 16v4Z" />
      <path d="M13.5 6.5l4 4" />
    </>
  ),
  tip: (
    <>
      <path d="M9 18h6M10 21h4" />
      <path d="M12 3a6 6 0 0 0-3.6 10.8c.7.6 1.1 1.4 1.1 2.2h5c0-.8.4-1.6 1.1-2.2A6 6 0 0 0 12 3Z" />
    </>
  ),
  info: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v6M12 7.5v.01" />
    </>
  ),
  warning: (
    <>
      <path d="M10.3 4.1 2.6 17.5A2 2 0 0 0 4.3 20.5h15.4a2 2 0 0 0 1.7-3L13.7 4.1a2 2 0 0 0-3.4 0Z" />
      <path d="M12 9.5v4.5M12 17v.01" />
    </>
  ),
  danger: (
    <>
      <path d="M8.3 3h7.4L21 8.3v7.4L15.7 21H8.3L3 15.7V8.3L8.3 3Z" />
      <path d="M12 7.5v5.5M12 16.5v.01" />
    </>
  ),
};

export function AdmonitionIcon({ kind, className }: { kind: AdmonitionKind; className: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {PATHS[kind]}
    </svg>
  );
}
