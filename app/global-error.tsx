'use client';

import { CrashPage } from '@/components/layout/crash-page';
import './globals.css';

export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en">
      <body>
        <CrashPage error={error} reset={reset} />
      </body>
    </html>
  );
}
