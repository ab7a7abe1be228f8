/**
 * The floor: what the stack alone scores on this machine. A bare Next.js App Router export (a root
 * layout, a page, a link to a second page), built with the project's own `next`, `react` and
 * `react-dom` from node_modules, so it is the same Next version with nothing of ours. The bench and
 * `npm run test:mobile` measure it beside the bench pages, in alternation, and hold each page to
 * it (scripts/bench/budgets.ts) instead of to absolute figures a bare export cannot reach here.
 *
 * Its source is written under bench-results/ (git-ignored), inside the project so that Node and
 * Turbopack resolve `next` and `react` from the project's node_modules.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { bin, run } from '@/build-time/run';

const FLOOR_DIR = join('bench-results', 'floor');
/** The export, as `next build` writes it with `output: 'export'`. */
export const FLOOR_OUT = join(FLOOR_DIR, 'out');
/** The page of the floor every bench page is compared with. */
export const FLOOR_PATH = '/';

const FILES: Record<string, string> = {
  'next.config.mjs': `export default { output: 'export', images: { unoptimized: true }, poweredByHeader: false, turbopack: { root: ${JSON.stringify(resolve('.'))} } };\n`,
  'app/layout.jsx': `export const metadata = { title: 'Floor', description: 'A bare Next.js export.' };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
`,
  'app/page.jsx': `import Link from 'next/link';

export default function Home() {
  return (
    <main>
      <h1>Floor</h1>
      <p>A bare Next.js App Router page: a layout, this page and a link to a second page.</p>
      <Link href="/second">The second page</Link>
    </main>
  );
}
`,
  'app/second/page.jsx': `export default function Second() {
  return (
    <main>
      <h1>Second</h1>
      <p>The page the first one links to.</p>
    </main>
  );
}
`,
};

/** Writes the floor's source afresh and builds its export into bench-results/floor/out/. */
export async function buildFloor(): Promise<string> {
  rmSync(FLOOR_DIR, { recursive: true, force: true });
  for (const [file, text] of Object.entries(FILES)) {
    const path = join(FLOOR_DIR, file);
    mkdirSync(join(path, '..'), { recursive: true });
    writeFileSync(path, text);
  }
  await run(bin('next'), ['build', FLOOR_DIR], { env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  return FLOOR_OUT;
}
