/**
 * What `contentlayer2 dev` says of one generation, read from its output (the watcher has no other
 * way to tell): done, or failed with the report it printed. A generation ends with
 * `Generated N documents` when it succeeds, and with the failing error's name (such as
 * `SourceFetchDataError: {…}`) when it does not, after a report that names each file and field.
 */
export type GenerationOutcome = { ok: true } | { ok: false; report: string };

const SUCCEEDED = /^Generated \d+ documents? in /;
const FAILED = /^[A-Z]\w*Error: /;
const REPORT_START = /^(Error|Warning): Found \d+ problems? in \d+ documents?/;
/** Lines of contentlayer's own bookkeeping, not about the content. */
const NOISE = /^(successCallback |File (updated|added|removed): |Contentlayer config change detected)/;

export function generationOutcome(lines: readonly string[]): GenerationOutcome | undefined {
  const last = lines.at(-1) ?? '';
  if (SUCCEEDED.test(last)) return { ok: true };
  if (!FAILED.test(last)) return undefined;
  const start = lines.findIndex((line) => REPORT_START.test(line));
  const report = (start === -1 ? lines : lines.slice(start, -1)).filter((line) => !NOISE.test(line));
  return { ok: false, report: report.join('\n').trim() || last };
}
