import { useId, type ReactNode } from 'react';
import styles from './tabs.module.css';

export const TABS_STORAGE_PREFIX = 'tabs-choice-';
/** CSS shows the panel of the checked tab by position (tabs.module.css): up to this many tabs. */
const MAX_TABS = 12;

interface Props {
  groupId?: string;
  labels: string[];
  values: string[];
  panels: ReactNode[];
}

/**
 * A tab group as a set of radio buttons: choosing a tab checks its radio and CSS shows its panel,
 * with or without JavaScript; the arrow keys move between tabs as in any radio group. The server
 * checks the first tab. The head script (lib/browser/tabs.ts) syncs groups sharing a
 * groupId, remembers the choice and adds Home and End.
 */
export function TabGroup({ groupId, labels, values, panels }: Props) {
  const name = `tabs-${useId()}`;
  if (labels.length > MAX_TABS)
    throw new Error(`<Tabs${groupId ? ` groupId="${groupId}"` : ''}> has ${labels.length} tabs; at most ${MAX_TABS} are supported.`);
  return (
    <div className={styles.tabs} data-tabs="" data-tabs-group={groupId}>
      <div role="radiogroup" className={styles.list}>
        {labels.map((label, index) => (
          <label key={values[index]} className={styles.tab}>
            <input type="radio" name={name} value={values[index]} defaultChecked={index === 0} />
            {label}
          </label>
        ))}
      </div>
      {panels.map((panel, index) => (
        <div key={values[index]} className={styles.panel}>
          {panel}
        </div>
      ))}
    </div>
  );
}
