'use client';

import { useEffect } from 'react';

/** With `hideOnScroll` the navbar hides while scrolling down and returns on scroll up. */
export function NavbarScroll() {
  useEffect(() => {
    const header = document.querySelector<HTMLElement>('[data-navbar]');
    if (!header) return;
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      header.dataset.hidden = String(y > last && y > header.offsetHeight);
      last = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    header.dataset.hideOnScroll = 'ready';
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return null;
}
