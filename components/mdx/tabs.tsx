import { Children, isValidElement, type ReactNode } from 'react';
import { TabGroup } from './tab-group';

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
 * `<Tabs groupId="package-manager">` with `<Tab label="npm">` children (MDX). Read on the server,
 * so the labels and panels reach the client island as plain props.
 */
export function Tabs({ groupId, children }: { groupId?: string; children: ReactNode }) {
  const tabs = Children.toArray(children).map((child) => {
    if (!isValidElement<TabProps>(child) || child.type !== Tab) {
      throw new Error(`<Tabs${groupId ? ` groupId="${groupId}"` : ''}> may only contain <Tab label="…"> elements.`);
    }
    return child.props;
  });
  if (tabs.length === 0) throw new Error(`<Tabs${groupId ? ` groupId="${groupId}"` : ''}> has no <Tab>.`);
  const values = tabs.map((tab) => tab.value ?? tab.label);
  const duplicate = values.find((value, index) => values.indexOf(value) !== index);
  if (duplicate !== undefined) throw new Error(`<Tabs> has two tabs with the value "${duplicate}".`);
  return <TabGroup groupId={groupId} labels={tabs.map((tab) => tab.label)} values={values} panels={tabs.map((tab) => tab.children)} />;
}
