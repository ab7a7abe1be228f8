import type { ReactNode } from 'react';

// Original line icons for the home-page feature cards. Drawn on a 24×24 grid,
// stroked with currentColor so each card can tint its icon through CSS.

interface IconProps {
  className?: string;
}

function IconFrame({ className, children }: IconProps & { children: ReactNode }) {
  return (
    <svg
      className={className}
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width="120"
      height="120"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

/** A small figure standing on a giant's shoulder, reaching for a star. */
export function ShouldersIcon({ className }: IconProps) {
  return (
    <IconFrame className={className}>
      <circle cx="8.5" cy="9.5" r="3.5" />
      <path d="M1.5 23v-2a5 5 0 0 1 5-5h10a5 5 0 0 1 5 5v2" />
      <circle cx="17" cy="4.2" r=".9" />
      <path d="M17 7v3.6l-1.5 3.9M17 10.6l1.5 3.9M17 8.2l-1.8 1.4M17 8.2l2.2-1.9" />
      <path d="M21.3 1.2v2.6M20 2.5h2.6" />
    </IconFrame>
  );
}

/** Two studded building bricks stacked on one another. */
export function ModularIcon({ className }: IconProps) {
  return (
    <IconFrame className={className}>
      <rect x="2" y="13" width="20" height="8" rx="1.5" />
      <rect x="4" y="6" width="12" height="7" rx="1.5" />
      <path d="M6 6V4h3v2M11 6V4h3v2M17.5 13v-2h3v2" />
    </IconFrame>
  );
}

/** A gear with a check mark at its centre. */
export function EngineeredIcon({ className }: IconProps) {
  return (
    <IconFrame className={className}>
      <path d="M10.1 4.8l.4-2.7h3l.4 2.7a7.5 7.5 0 0 1 1.9.7l2.1-1.5 2.1 2.1-1.5 2.1a7.5 7.5 0 0 1 .7 1.9l2.7.4v3l-2.7.4a7.5 7.5 0 0 1-.7 1.9l1.5 2.1-2.1 2.1-2.1-1.5a7.5 7.5 0 0 1-1.9.7l-.4 2.7h-3l-.4-2.7a7.5 7.5 0 0 1-1.9-.7L6.1 20 4 17.9l1.5-2.1a7.5 7.5 0 0 1-.7-1.9l-2.7-.4v-3l2.7-.4a7.5 7.5 0 0 1 .7-1.9L4 6.1 6.1 4l2.1 1.5a7.5 7.5 0 0 1 1.9-.7z" />
      <path d="M8.5 12.2l2.4 2.4 4.6-4.8" />
    </IconFrame>
  );
}
