/**
 * The admonition kinds, listed once: the compile accepts `:::kind` for these, the page styles each
 * (a class of components/mdx/admonition.module.css per kind, required by its type), and the page
 * and the plain outputs title a callout that names no title with its kind's label.
 */
export const ADMONITION_LABELS = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  danger: 'Danger',
} as const;

export type AdmonitionKind = keyof typeof ADMONITION_LABELS;

export const ADMONITION_KINDS = Object.keys(ADMONITION_LABELS) as AdmonitionKind[];

export function isAdmonitionKind(name: unknown): name is AdmonitionKind {
  return typeof name === 'string' && Object.hasOwn(ADMONITION_LABELS, name);
}

/** The kind an `<Admonition type>` names (a note when it names none); any other value is a mistake. */
export function admonitionKind(type: unknown): AdmonitionKind {
  const kind = type ?? 'note';
  if (!isAdmonitionKind(kind)) throw new Error(`Unknown admonition type "${String(kind)}"; use one of ${ADMONITION_KINDS.join(', ')}.`);
  return kind;
}

/** GitHub's alert markers (`> [!IMPORTANT]`) and the kind each becomes. */
export const GITHUB_ALERTS: Record<'NOTE' | 'TIP' | 'IMPORTANT' | 'WARNING' | 'CAUTION', AdmonitionKind> = {
  NOTE: 'note',
  TIP: 'tip',
  IMPORTANT: 'info',
  WARNING: 'warning',
  CAUTION: 'danger',
};
