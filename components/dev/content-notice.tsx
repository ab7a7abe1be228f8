import { SiteLink } from '@/components/link/site-link';
import type { Problem } from '@/lib/core/problems';
import styles from './content-notice.module.css';

const counted = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

/**
 * `npm run dev` only: the content's mistakes and warnings, at the top of every page, where the
 * writer looks: each with its file and line (a link to its document's page, where it has one) and
 * what to do, as the terminal prints it. A page whose own document has the mistake shows it in
 * full in its place; every other page keeps its content under this notice. Readers never see it:
 * the build stops on a mistake and shows no warning.
 */
export function ContentNotice({ problems }: { problems: readonly Problem[] }) {
  if (problems.length === 0) return null;
  // The mistakes first: they are what stops the build.
  const listed = [...problems.filter((problem) => !problem.warning), ...problems.filter((problem) => problem.warning)];
  const mistakes = problems.filter((problem) => !problem.warning).length;
  const warnings = problems.length - mistakes;
  const what = [mistakes > 0 ? counted(mistakes, 'mistake') : '', warnings > 0 ? counted(warnings, 'warning') : ''].filter(Boolean).join(' and ');
  return (
    <aside className={styles.notice} aria-label="Content mistakes and warnings" data-pagefind-ignore="" data-mistakes={mistakes > 0 ? '' : undefined}>
      <p>
        {`${what} in the content, for you as the writer.`}
        {mistakes > 0 ? ' The page of a document with a mistake shows it; every other page keeps its content.' : ''}
      </p>
      <ul>
        {listed.map((problem, index) => {
          const place = problem.line === undefined ? problem.file : `${problem.file}:${problem.line}`;
          return (
            <li key={index}>
              {problem.warning ? 'warning: ' : ''}
              {problem.url ? <SiteLink href={problem.url}>{place}</SiteLink> : place}
              {`: ${problem.message}`}
            </li>
          );
        })}
      </ul>
    </aside>
  );
}
