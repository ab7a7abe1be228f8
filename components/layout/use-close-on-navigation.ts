'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef, type RefObject } from 'react';

/**
 * Closes a popover when the framework navigates to another page (the element stays, since it is
 * part of a layout). Not when the framework first takes over the page: a panel the reader opened
 * before that stays open.
 */
export function useCloseOnNavigation(popover: RefObject<HTMLElement | null>): void {
  const pathname = usePathname();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (popover.current?.matches(':popover-open')) popover.current.hidePopover();
  }, [pathname, popover]);
}
