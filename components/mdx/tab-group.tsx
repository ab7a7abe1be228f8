'use client';

import { useId, useLayoutEffect, useRef, useState, useSyncExternalStore, type KeyboardEvent, type ReactNode } from 'react';
import styles from './tabs.module.css';

export const TABS_STORAGE_PREFIX = 'tabs-choice-';
const CHANGE_EVENT = 'lumenize:tabs-choice';

/** Choices of this page load, for browsers that refuse localStorage. */
const remembered = new Map<string, string>();

function readChoice(groupId: string): string | null {
  try {
    const stored = window.localStorage.getItem(TABS_STORAGE_PREFIX + groupId);
    if (stored !== null) return stored;
  } catch {
    // Storage blocked: fall back to this page's memory.
  }
  return remembered.get(groupId) ?? null;
}

function writeChoice(groupId: string, value: string) {
  remembered.set(groupId, value);
  try {
    window.localStorage.setItem(TABS_STORAGE_PREFIX + groupId, value);
  } catch {
    // Storage blocked: the choice lasts for this page only.
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** Every group re-reads its choice when any group on the page, or another browser tab, chooses. */
function subscribe(onChange: () => void) {
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

interface Props {
  groupId?: string;
  labels: string[];
  values: string[];
  panels: ReactNode[];
}

/**
 * The ARIA tabs pattern (tablist, tabs with roving tabindex, tabpanels; arrow keys, Home, End).
 * Groups sharing a groupId switch together and remember the choice in localStorage. The server
 * renders the first tab, so without JavaScript the first panel shows.
 */
export function TabGroup({ groupId, labels, values, panels }: Props) {
  const id = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const [ownChoice, setOwnChoice] = useState<string | null>(null);
  const sharedChoice = useSyncExternalStore(
    subscribe,
    () => (groupId ? readChoice(groupId) : null),
    () => null,
  );
  const choice = groupId ? sharedChoice : ownChoice;
  const selected = Math.max(0, values.indexOf(choice ?? ''));

  // Switching other groups above this one changes their height: keep the chosen tab where it was.
  const anchor = useRef<{ index: number; top: number } | null>(null);
  useLayoutEffect(() => {
    const kept = anchor.current;
    anchor.current = null;
    const tab = kept ? tabs.current[kept.index] : null;
    if (kept && tab) window.scrollBy(0, tab.getBoundingClientRect().top - kept.top);
  }, [selected]);

  const choose = (index: number) => {
    const tab = tabs.current[index];
    if (tab) anchor.current = { index, top: tab.getBoundingClientRect().top };
    if (groupId) writeChoice(groupId, values[index]);
    else setOwnChoice(values[index]);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = values.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: selected === last ? 0 : selected + 1,
      ArrowLeft: selected === 0 ? last : selected - 1,
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    choose(next);
    tabs.current[next]?.focus();
  };

  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-orientation="horizontal" className={styles.list} onKeyDown={onKeyDown}>
        {labels.map((label, index) => (
          <button
            key={values[index]}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${index}`}
            aria-selected={index === selected}
            aria-controls={`${id}-panel-${index}`}
            tabIndex={index === selected ? 0 : -1}
            className={styles.tab}
            onClick={() => choose(index)}
          >
            {label}
          </button>
        ))}
      </div>
      {panels.map((panel, index) => (
        <div
          key={values[index]}
          role="tabpanel"
          id={`${id}-panel-${index}`}
          aria-labelledby={`${id}-tab-${index}`}
          hidden={index !== selected}
          className={styles.panel}
        >
          {panel}
        </div>
      ))}
    </div>
  );
}
