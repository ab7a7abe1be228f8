export type AdmonitionType = 'note' | 'tip' | 'info' | 'warning' | 'danger';

/** Each kind's own name: the title a callout shows when it names none. */
export const ADMONITION_LABELS: Record<AdmonitionType, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  danger: 'Danger',
};

export function admonitionType(value: unknown): AdmonitionType {
  const type = value ?? 'note';
  if (typeof type !== 'string' || !(type in ADMONITION_LABELS)) {
    throw new Error(`Unknown admonition type "${String(type)}"; use one of ${Object.keys(ADMONITION_LABELS).join(', ')}.`);
  }
  return type as AdmonitionType;
}
