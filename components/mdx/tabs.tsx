import { Children, isValidElement, useId, type ReactNode } from 'react';
import styles from './tabs.module.css';

/** Where a group's choice is kept (lib/browser/tabs.ts): this prefix and the group's `groupId`. */
export const TABS_STORAGE_PREFIX = 'tabs-choice-';
/** CSS shows the panel of the checked tab by position (tabs.module.css): up to this many tabs. */
const MAX_TABS = 12;

export interface TabProps {
  /** The tab's text. */
  label: string;
  /** What is remembered for the group (defaults to the label). */
  value?: string;
  children: ReactNode;
}

/** One tab of `<Tabs>`; on its own it only renders its content. */
export function Tab({ children }: TabProps) {
  return <>{children}</>;
}

/**
 * `<Tabs groupId="package-manager">` with `<Tab label="npm">` children (MDX), as a set of radio
 * buttons: choosing a tab checks its radio and CSS shows its panel, with or without JavaScript;
 * the arrow keys move between tabs as in any radio group. The server checks the first tab. React
 * only renders them: the head script (lib/browser/tabs.ts) syncs groups sharing a groupId,
 * remembers the choice and adds Home and End, whether the framework has arrived or not.
 */
export function Tabs({ groupId, children }: { groupId?: string; children: ReactNode }) {
  const name = `tabs-${useId()}`;
  const group = `<Tabs${groupId ? ` groupId="${groupId}"` : ''}>`;
  const tabs = Children.toArray(children).map((child) => {
    if (!isValidElement<TabProps>(child) || child.type !== Tab) throw new Error(`${group} may only contain <Tab label="…"> elements.`);
    return { ...child.props, value: child.props.value ?? child.props.label };
  });
  if (tabs.length === 0) throw new Error(`${group} has no <Tab>.`);
  if (tabs.length > MAX_TABS) throw new Error(`${group} has ${tabs.length} tabs; at most ${MAX_TABS} are supported.`);
  const duplicate = tabs.find((tab, index) => tabs.findIndex((other) => other.value === tab.value) !== index);
  if (duplicate) throw new Error(`${group} has two tabs with the value "${duplicate.value}".`);
  return (
    <div className={styles.tabs} data-tabs="" data-tabs-group={groupId}>
      <div role="radiogroup" className={styles.list}>
        {tabs.map((tab, index) => (
          <label key={tab.value} className={styles.tab}>
            <input type="radio" name={name} value={tab.value} defaultChecked={index === 0} />
            {tab.label}
          </label>
        ))}
      </div>
      {tabs.map((tab) => (
        <div key={tab.value} className={styles.panel}>
          {tab.children}
        </div>
      ))}
    </div>
  );
}
