import { spawn } from 'node:child_process';
import { watch } from 'node:fs';
import { CONTENT_GENERATED } from './content-generated';
import { bin } from '../build/run';

/**
 * Writers' live preview: contentlayer watches content/ while Next serves with hot reload, and the
 * sidebar module (lib/generated/sidebar.json) and search index (public/pagefind/) are rewritten
 * from the content whenever it changes.
 *
 * contentlayer says when a generation is complete (its `onSuccess`, over an IPC channel), so the
 * rewrite never reads a half-written `.contentlayer/generated`. Watching that folder instead lost
 * track of files contentlayer deletes and writes again: an edit, then its undo, went unnoticed.
 */
const contentlayer = spawn(bin('contentlayer2'), ['dev'], { stdio: ['inherit', 'inherit', 'inherit', 'ipc'] });
const children = [contentlayer, spawn(bin('next'), ['dev', '--port', process.env.PORT ?? '3000'], { stdio: 'inherit' })];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && stop());

let indexing = false;
let again = false;
let timer: NodeJS.Timeout | undefined;

/** After each content change: the sidebar module, then the search index. */
function indexContent() {
  if (indexing) {
    again = true;
    return;
  }
  indexing = true;
  const tsx = (script: string) => spawn(bin('tsx'), ['--tsconfig', 'lib/build/tsconfig.content.json', script], { stdio: 'inherit' });
  tsx('lib/build/steps/write-sidebar.ts').on('exit', (code) => {
    if (code !== 0) return finished();
    tsx('lib/dev/dev-search-index.ts').on('exit', finished);
  });
}

/** A failure has already been printed by the script; the next change tries again. */
function finished() {
  indexing = false;
  if (!again) return;
  again = false;
  indexContent();
}

const schedule = () => {
  clearTimeout(timer);
  timer = setTimeout(indexContent, 300);
};

contentlayer.on('message', (message) => {
  if (message === CONTENT_GENERATED) schedule();
});
// Inputs contentlayer does not read: the API data and the sidebar's spec. Folders are watched, not
// files, so an editor that saves by replacing the file is still seen.
watch('content/api', schedule);
watch('lib/site', (_event, file) => {
  if (file === 'sidebar.ts') schedule();
});
