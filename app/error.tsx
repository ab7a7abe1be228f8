'use client';

import { CrashPage } from '@/components/layout/crash-page';

export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <CrashPage error={error} reset={reset} />;
}
