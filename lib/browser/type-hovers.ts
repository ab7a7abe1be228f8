/**
 * The type hovers of one code block are one tab stop, so a long guide is not hundreds of Tab
 * presses deep: the compile lets Tab reach a block's first hover only (build-time/content/compile/examples/hovers.ts),
 * and this moves between them. ArrowRight and ArrowLeft go to the next and previous hover, Home
 * and End to the first and last, and the hover left focused is the one Tab comes back to (a roving
 * tab stop). Answered from the page's head script, so it works from the first paint. Self-contained:
 * the inline script runs this very function.
 */
export function typeHoversRuntime(hoverClass: string): void {
  const steps: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1 };
  document.addEventListener('keydown', (event) => {
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
}
