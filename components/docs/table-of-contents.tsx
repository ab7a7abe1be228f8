'use client';

import { useEffect, useState } from 'react';
import type { Heading } from '@/lib/core/compiled-tree';
import styles from './table-of-contents.module.css';

/** Highlights the last heading that has scrolled past the navbar (the heading in view). */
function useActiveHeading(ids: string[]): string | undefined {
  const [active, setActive] = useState<string>();
  useEffect(() => {
    const elements = ids.map((id) => document.getElementById(id)).filter((el): el is HTMLElement => el !== null);
    if (elements.length === 0) return;
    const update = () => {
      const offset = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 80;
      let current = elements[0].id;
      for (const el of elements) {
        if (el.getBoundingClientRect().top <= offset + 1) current = el.id;
      }
      const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      setActive(atBottom ? elements[elements.length - 1].id : current);
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [ids]);
  return active;
}

function TocList({ headings, active }: { headings: Heading[]; active?: string }) {
  const top = Math.min(...headings.map((h) => h.level));
  return (
    <ul className={styles.list}>
      {headings.map((heading) => (
        <li key={heading.id} data-depth={heading.level - top}>
          <a
            href={`#${heading.id}`}
            className={heading.id === active ? styles.active : undefined}
            aria-current={heading.id === active ? 'location' : undefined}
          >
            {heading.text}
          </a>
        </li>
      ))}
    </ul>
  );
}

export function TableOfContents({ headings, variant }: { headings: Heading[]; variant: 'desktop' | 'mobile' }) {
  const [ids] = useState(() => headings.map((h) => h.id));
  const active = useActiveHeading(variant === 'desktop' ? ids : []);
  if (variant === 'mobile') {
    return (
      <details className={styles.mobile}>
        {/* Labelled by its summary; the one "On this page" landmark is the desktop column's (unique landmark names). */}
        <summary>On this page</summary>
        <TocList headings={headings} />
      </details>
    );
  }
  return (
    <nav aria-label="On this page" className={styles.desktop}>
      <p className={styles.heading} aria-hidden="true">
        On this page
      </p>
      <TocList headings={headings} active={active} />
    </nav>
  );
}
