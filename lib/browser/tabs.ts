/**
 * Tabs (components/mdx/tabs.tsx) are radio buttons, so choosing one works from the first
 * paint with HTML and CSS alone. The head script adds what needs a script: groups sharing a
 * `groupId` switch together, the choice is remembered (localStorage, or this page view's memory
 * when storage is refused) and restored on later pages as each group is parsed, before it is
 * painted; Home and End pick the first and last tab; and a switch that changes the height of the
 * groups above keeps the chosen tab where it was on the screen. React holds no state of its
 * own for them: hydrating a radio keeps the `checked` it finds.
 */
export function tabsRuntime(storagePrefix: string): void {
  const memory: Record<string, string> = {};
  const radiosOf = (group: Element) => Array.from(group.querySelectorAll<HTMLInputElement>(':scope > [role="radiogroup"] input[type="radio"]'));
  const stored = (id: string) => {
    try {
      const value = window.localStorage.getItem(storagePrefix + id);
      if (value !== null) return value;
    } catch {
      // Storage refused: this page view's memory.
    }
    return memory[id] ?? null;
  };
  const select = (group: Element, value: string) => {
    const radio = radiosOf(group).find((candidate) => candidate.value === value);
    if (radio) radio.checked = true;
  };
  const groupsWith = (id: string) => Array.from(document.querySelectorAll('[data-tabs-group]')).filter((group) => group.getAttribute('data-tabs-group') === id);

  const choose = (radio: HTMLInputElement) => {
    const group = radio.closest('[data-tabs]');
    if (!group) return;
    const top = radio.getBoundingClientRect().top;
    const id = group.getAttribute('data-tabs-group');
    if (id) {
      observe();
      memory[id] = radio.value;
      try {
        window.localStorage.setItem(storagePrefix + id, radio.value);
      } catch {
        // Storage refused: remembered for this page view.
      }
      for (const other of groupsWith(id)) select(other, radio.value);
    } else {
      select(group, radio.value);
    }
    window.scrollBy(0, radio.getBoundingClientRect().top - top);
  };

  document.addEventListener('change', (event) => {
    const target = event.target;
    if (target instanceof HTMLInputElement && target.type === 'radio' && target.closest('[data-tabs]')) choose(target);
  });
  document.addEventListener('keydown', (event) => {
    const target = event.target;
    if (!(target instanceof HTMLInputElement) || (event.key !== 'Home' && event.key !== 'End')) return;
    const group = target.closest('[data-tabs]');
    if (!group) return;
    const radios = radiosOf(group);
    const radio = event.key === 'Home' ? radios[0] : radios[radios.length - 1];
    if (!radio) return;
    event.preventDefault();
    radio.focus();
    if (!radio.checked) radio.click();
  });
  window.addEventListener('storage', (event) => {
    if (!event.key?.startsWith(storagePrefix) || event.newValue === null) return;
    for (const group of groupsWith(event.key.slice(storagePrefix.length))) select(group, event.newValue);
  });

  // A remembered choice is applied as each group's radios arrive: while the page is parsed
  // (observer callbacks run before the next paint) and when the framework renders a page. Until
  // a choice exists there is nothing to restore, and nothing is observed.
  let observing = false;
  const observe = () => {
    if (observing) return;
    observing = true;
    new MutationObserver((records) => {
      for (const record of records) record.addedNodes.forEach(restore);
    }).observe(document.documentElement, { childList: true, subtree: true });
  };
  const restore = (node: Node) => {
    if (!(node instanceof Element)) return;
    const radios = node.matches('input[type="radio"]') ? [node] : Array.from(node.querySelectorAll('input[type="radio"]'));
    for (const radio of radios) {
      const group = radio.closest('[data-tabs-group]');
      const id = group?.getAttribute('data-tabs-group');
      const value = id ? stored(id) : null;
      if (group && value !== null && (radio as HTMLInputElement).value === value) select(group, value);
    }
  };
  try {
    for (let i = 0; i < window.localStorage.length; i += 1) {
      if (window.localStorage.key(i)?.startsWith(storagePrefix)) observe();
    }
  } catch {
    // Storage refused: nothing was remembered on an earlier page.
  }
}
