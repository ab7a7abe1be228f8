import { spawn } from 'node:child_process';
import { existsSync, watch } from 'node:fs';
import { bin } from './run';

/**
 * Writers' live preview: contentlayer watches content/ while Next serves with hot reload, and the
 * sidebar module (lib/generated/sidebar.json) and search index (public/pagefind/) are rewritten
 * from the content whenever it changes.
 */
const children = [
  spawn(bin('contentlayer2'), ['dev'], { stdio: 'inherit' }),
  spawn(bin('next'), ['dev', '--port', process.env.PORT ?? '3000'], { stdio: 'inherit' }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && stop());

const GENERATED = '.contentlayer/generated';
let indexing = false;
let again = false;
let timer: NodeJS.Timeout | undefined;
let retried = false;

/** After each content change: the sidebar module, then the search index. */
function indexContent() {
  if (indexing) {
    again = true;
    return;
  }
  indexing = true;
  const tsx = (script: string) => spawn(bin('tsx'), ['--tsconfig', 'lib/scripts/tsconfig.content.json', script], { stdio: 'inherit' });
  const sidebar = tsx('lib/scripts/write-sidebar.ts');
  sidebar.on('exit', (sidebarCode) => {
    if (sidebarCode !== 0) return finished(sidebarCode);
    tsx('lib/scripts/dev-search-index.ts').on('exit', finished);
  });
}

function finished(code: number | null) {
  indexing = false;
  if (again) {
    again = false;
    indexContent();
  } else if (code !== 0 && !retried) {
    // contentlayer may have been halfway through rewriting a file; one more try, then wait for the next edit.
    retried = true;
    setTimeout(indexContent, 2000);
  } else if (code === 0) {
    retried = false;
  }
}

const schedule = () => {
  clearTimeout(timer);
  timer = setTimeout(indexContent, 750);
};

// contentlayer writes its output a moment after it starts; the index follows each rewrite.
function watchContent() {
  if (!existsSync(`${GENERATED}/Doc/_index.json`)) {
    setTimeout(watchContent, 1000);
    return;
  }
  watch(GENERATED, { recursive: true }, schedule);
  watch('content/api', { recursive: true }, schedule);
  watch('lib/sidebar.ts', schedule);
  schedule();
}
watchContent();
