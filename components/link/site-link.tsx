'use client';

import Link from 'next/link';
import type { ComponentProps } from 'react';
import { shouldPrefetch } from '@/lib/browser/prefetch';

type Props = ComponentProps<typeof Link>;

function connectionAllowsPrefetch(): boolean {
  if (typeof navigator === 'undefined') return true;
  return shouldPrefetch((navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }).connection);
}

/** Every internal link of the site: next/link, minus prefetching on slow or data-saving connections. */
export function SiteLink({ prefetch, ...props }: Props) {
  return <Link prefetch={connectionAllowsPrefetch() ? prefetch : false} {...props} />;
}
