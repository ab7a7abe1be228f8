'use client';

import { useEffect } from 'react';

const CLASS = 'navigation-with-keyboard';

/** A body class after a Tab keypress, removed on a mouse press. */
export function KeyboardNavigation() {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Tab') document.body.classList.add(CLASS);
    };
    const onMouseDown = () => document.body.classList.remove(CLASS);
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('mousedown', onMouseDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('mousedown', onMouseDown);
    };
  }, []);
  return null;
}
