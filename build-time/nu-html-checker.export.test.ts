/**
 * The Nu Html Checker (the W3C's validator, npm `vnu-jar`) over every page of both exports, beside
 * html-validate (html-validate.export.test.ts): it reads the pages by the HTML standard's own content
 * models, where html-validate missed a <style> in <body>. One JVM checks every page, since starting
 * Java and loading the schemas is most of its time. Java comes from the machine (`npm test`
 * installs Debian's default-jre-headless when it is missing, scripts/test/ensure-java.ts); the
 * package's own install script, which would download one, does not run (`allowScripts`).
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { exportPages } from './csp-hashes';
import { JAVA, javaMissing } from '@/scripts/test/ensure-java';

const JAR = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');
const EXPORTS = ['out', 'out-fixture'].map((dir) => join(process.cwd(), dir));

interface Message {
  type: 'error' | 'info' | 'non-document-error';
  subType?: 'warning' | 'fatal' | 'io' | 'schema' | 'internal';
  url?: string;
  lastLine?: number;
  firstColumn?: number;
  message: string;
  extract?: string;
  hiliteStart?: number;
  hiliteLength?: number;
}

/**
 * The warnings that stay. Both come from vnu checking each page against the page's own meta
 * policy, and both are false positives:
 * - data blocks: vnu counts a `<script>` whose type is not JavaScript as a script the policy must
 *   allow (JSON-LD's `application/ld+json`, and next-themes' script, which the theme provider
 *   writes as `text/plain`); browsers never run a data block, so no policy applies to it.
 * - a script at a path of our origin (the `noModule` polyfill): vnu reads the pages as `file:`
 *   URLs, where `'self'` matches nothing; served, the path is our origin. (vnu refuses to check
 *   pages served from 127.0.0.1, "Forbidden host", so it cannot see them served.)
 * Plain `info` messages are not warnings: the one vnu gives is that React writes void elements as
 * `<meta/>`, which has no effect in HTML.
 */
/** A `<script>` start tag with a type no browser runs: anything but JavaScript's MIME types and `module`. */
const DATA_BLOCK = /^<script type="(?!module"|(?:text|application)\/(?:x-)?(?:java|ecma)script")[^"]+">$/;

function explained(message: Message): boolean {
  if (message.type === 'info' && message.subType !== 'warning') return true;
  if (message.type !== 'info') return false;
  const start = message.hiliteStart ?? 0;
  const highlighted = message.extract?.slice(start, start + (message.hiliteLength ?? 0)) ?? '';
  if (message.message.startsWith('Inline script violates Content Security Policy (meta tag)')) return DATA_BLOCK.test(highlighted);
  return /^Resource violates Content Security Policy \(meta tag\): external script “\/(?!\/)[^”]*” blocked by “script-src”/.test(message.message);
}

/**
 * A run this short ends before the JVM's optimising compiler pays back its own CPU: the quick
 * compiler alone checks the same pages, with the same report, in less than half the CPU time (3.8 s
 * against 8.4 s for about 90 pages). Its frames are larger, and vnu's schema evaluation recurses
 * deeply, hence the bigger thread stack (1 MB overflowed).
 */
const JVM_OPTIONS = ['-XX:TieredStopAtLevel=1', '-Xss4m'];

/** vnu's JSON report (it writes it to stderr). */
function check(files: string[]): Promise<{ messages: Message[] }> {
  return new Promise((resolve, reject) => {
    const child = spawn(JAVA, [...JVM_OPTIONS, '-jar', JAR, '--format', 'json', ...files], { stdio: ['ignore', 'ignore', 'pipe'] });
    let report = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (report += chunk));
    child.on('error', reject);
    // Exit 1 means the pages have errors, which the report lists.
    child.on('exit', (code) => {
      if (code !== 0 && code !== 1) return reject(new Error(`vnu.jar exited with ${code}: ${report.slice(0, 2000)}`));
      try {
        resolve(JSON.parse(report) as { messages: Message[] });
      } catch {
        reject(new Error(`vnu.jar wrote no JSON report: ${report.slice(0, 2000)}`));
      }
    });
  });
}

it('every page of both exports has no error and no unexplained warning from the Nu Html Checker', { timeout: 600_000 }, async () => {
  for (const out of EXPORTS) expect(existsSync(out), `build first: no ${out}/`).toBe(true);
  expect(javaMissing(), 'no Java to run vnu.jar: `npm test` installs it (default-jre-headless), or apt-get install default-jre-headless').toBe(false);
  const files = EXPORTS.flatMap((out) => exportPages(out));
  const { messages } = await check(files);
  const problems = messages
    .filter((message) => !explained(message))
    .map(
      (message) =>
        `${message.url?.replace(`file:${process.cwd()}/`, '') ?? ''}:${message.lastLine ?? ''}:${message.firstColumn ?? ''} ${message.type}${message.subType ? ` ${message.subType}` : ''}: ${message.message}`,
    );
  expect(problems).toEqual([]);
});
