/**
 * The type hovers of a code block are one tab stop, so a long guide is not hundreds of Tab
 * presses deep: the compile lets Tab reach a block's first hover only (build-time/content/compile/examples/hovers.ts),
 * and this moves between them. ArrowRight and ArrowLeft go to the next and previous hover, Home
 * and End to the first and last, and the hover left focused is the one Tab comes back to (a roving
 * tab stop, as is one focused by a click); from a hover, Tab reaches the link of its popup. Escape hides the popups shown, by
 * the pointer or by focus (focus on a popup's link goes back to its name), until the pointer or
 * focus leaves them. Answered from the page's head script, so it works from the first paint.
 * Self-contained: the inline script runs this very function.
 */
export function typeHoversRuntime(hoverClass: string): void {
  const DISMISSED = 'data-dismissed';
  const steps: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1 };
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') {
      const shown = Array.from(document.querySelectorAll<HTMLElement>(`.${hoverClass}:is(:hover, :focus-within)`));
      const focused = shown.find((hover) => hover.contains(document.activeElement));
      if (focused && document.activeElement !== focused) focused.focus();
      for (const hover of shown) hover.setAttribute(DISMISSED, '');
      return;
    }
    const token = event.target;
    if (!(token instanceof HTMLElement) || !token.classList.contains(hoverClass)) return;
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const tokens = Array.from(token.closest('pre')?.querySelectorAll<HTMLElement>(`.${hoverClass}`) ?? []);
    const at = tokens.indexOf(token);
    const to = event.key === 'Home' ? 0 : event.key === 'End' ? tokens.length - 1 : event.key in steps ? at + steps[event.key] : undefined;
    if (to === undefined) return;
    event.preventDefault();
    const next = tokens[Math.min(Math.max(to, 0), tokens.length - 1)];
    if (!next || next === token) return;
    token.tabIndex = -1;
    next.tabIndex = 0;
    next.focus();
  });
  // A hover focused another way (a click, a tap) is the one Tab comes back to, as one the arrows reached.
  document.addEventListener('focusin', (event) => {
    const token = event.target;
    if (!(token instanceof HTMLElement) || !token.classList.contains(hoverClass) || token.tabIndex === 0) return;
    for (const other of Array.from(token.closest('pre')?.querySelectorAll<HTMLElement>(`.${hoverClass}`) ?? [])) other.tabIndex = -1;
    token.tabIndex = 0;
  });
  // A popup hidden by Escape shows again once the pointer and focus have left its hover.
  const restore = (hover: Element, to: EventTarget | null) => {
    if (!(to instanceof Node && hover.contains(to))) hover.removeAttribute(DISMISSED);
  };
  document.addEventListener('pointerover', (event) => {
    for (const hover of Array.from(document.querySelectorAll(`.${hoverClass}[${DISMISSED}]:not(:focus-within)`))) restore(hover, event.target);
  });
  document.addEventListener('focusout', (event) => {
    const hover = event.target instanceof Element ? event.target.closest(`.${hoverClass}[${DISMISSED}]`) : null;
    if (hover && !hover.matches(':hover')) restore(hover, event.relatedTarget);
  });
}
