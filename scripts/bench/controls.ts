/**
 * The page before the framework's scripts have run, as a reader on a slow phone has it: every
 * script file but the search index's is refused, while the scripts written into the page itself run. `probeControls` finds every visible control (buttons, disclosure summaries, labels
 * of inputs, ARIA buttons and tabs) and clicks it on a freshly loaded page: a control works if
 * the page changes. The controls a click reveals (the inside of a panel or a menu) are probed
 * too, one click deep. Controls of the same kind (same element, classes and attributes) are
 * probed once. Shared by e2e/first-paint.spec.ts, which requires every control to work, and the
 * bench, which counts a control that does not as ready only once the framework has hydrated.
 */
import { errors, type Page } from '@playwright/test';

/**
 * Refuses every script file for the rest of the page's life but the search index's (Pagefind's),
 * which the search page loads with its own inline script, framework or not.
 */
export async function blockFramework(page: Page): Promise<void> {
  await page.route(
    (url) => /\.m?js$/.test(url.pathname) && !url.pathname.includes('/pagefind/'),
    (route) => route.abort(),
  );
}

export interface Control {
  /** Position among the visible controls of the page, in document order. */
  index: number;
  /** What kind of control it is: element, classes and attribute names. */
  kind: string;
  /** For messages: the element and its name. */
  name: string;
  /** It was not among the visible controls when they were last listed. */
  revealed: boolean;
}

/** Runs in the page: the visible controls, each marked `data-probe="<index>"`. */
export function listControls(): Control[] {
  const selector = 'button, summary, label, [role="button"], [role="tab"], input[type="checkbox"], input[type="radio"]';
  const found: Control[] = [];
  const visible = (el: Element) => el.checkVisibility({ visibilityProperty: true, opacityProperty: true }) && !el.closest('[inert]');
  for (const el of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
    const listedBefore = el.hasAttribute('data-probe');
    el.removeAttribute('data-probe');
    if (!visible(el) || el.matches(':disabled')) continue;
    // An input inside its label is probed through the label; a label names an input or nothing.
    const input = el instanceof HTMLLabelElement ? el.control : el instanceof HTMLInputElement ? el : null;
    if (el instanceof HTMLInputElement && el.closest('label')) continue;
    if (el instanceof HTMLLabelElement && !input) continue;
    // A select, like a text field, is the browser's own control, working as it parses; a click only focuses it.
    if (input instanceof HTMLSelectElement) continue;
    // A chosen radio is already in the state a click would put it in.
    if (input instanceof HTMLInputElement && input.type === 'radio' && input.checked) continue;
    const attributes = Array.from(el.attributes)
      .map((attribute) => attribute.name)
      .filter((name) => !['id', 'for', 'aria-controls', 'aria-labelledby', 'data-probe', 'style'].includes(name))
      .sort();
    const context = el.tagName === 'SUMMARY' ? `${el.parentElement?.className ?? ''}>` : '';
    const label = (el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 50);
    el.setAttribute('data-probe', String(found.length));
    found.push({
      index: found.length,
      kind: `${context}${el.tagName.toLowerCase()}.${el.className}[${attributes.join(',')}]`,
      name: `${el.tagName.toLowerCase()} "${label}"`,
      revealed: !listedBefore,
    });
  }
  return found;
}

/** Runs in the page: remembers how the page is now (its markup, form state, open popovers, address). */
function rememberState(): void {
  const state = () =>
    [
      location.href,
      document.documentElement.outerHTML,
      Array.from(document.querySelectorAll('input'))
        .map((input) => `${input.checked}:${input.value}`)
        .join(','),
      Array.from(document.querySelectorAll(':popover-open, :modal'))
        .map((el) => el.id || el.tagName)
        .join(','),
    ].join('\n');
  (window as unknown as { __probe: { state: () => string; before: string } }).__probe = { state, before: state() };
}

/** Whether the page differs from what `rememberState` saw within `timeout` ms (a new address or document counts). */
async function pageChangesWithin(page: Page, before: string, timeout: number): Promise<boolean> {
  try {
    await page.waitForFunction(
      () => {
        const probe = (window as unknown as { __probe?: { state: () => string; before: string } }).__probe;
        // No probe left: the click loaded another document.
        return !probe || probe.state() !== probe.before;
      },
      undefined,
      { timeout, polling: 50 },
    );
    return true;
  } catch (error) {
    // A timeout means nothing changed, unless the address did; anything else, that the page went away.
    return !(error instanceof errors.TimeoutError) || page.url() !== before;
  }
}

/** Loads `path` as a first-time reader would: nothing stored from an earlier probe. */
async function load(page: Page, path: string): Promise<Control[]> {
  if (page.url().startsWith('http')) await page.evaluate(() => localStorage.clear());
  await page.goto(path, { waitUntil: 'load' });
  return page.evaluate(listControls);
}

const same = (controls: Control[], control: Control) =>
  controls.find((c) => c.kind === control.kind && c.name === control.name) ?? controls.find((c) => c.kind === control.kind);

/** Clicks control `index` of the page as it is now; whether the page changed within `timeout`. */
async function clickChanges(page: Page, index: number, timeout = 2000): Promise<string | undefined> {
  await page.evaluate(rememberState);
  const url = page.url();
  try {
    await page.locator(`[data-probe="${index}"]`).click({ timeout: 3000 });
  } catch (error) {
    return `could not be clicked: ${(error as Error).message.split('\n').slice(0, 12).join(' | ')}`;
  }
  return (await pageChangesWithin(page, url, timeout)) ? undefined : 'did nothing when clicked';
}

export interface ProbeResult {
  kind: string;
  /** Where and what, for a message: page, width, control (and the control that revealed it). */
  where: string;
  /** Why it does not work; undefined when it does. */
  failure?: string;
}

/**
 * Probes the controls of `path` whose kind `seen` does not hold yet, and of the panels they open:
 * one result per kind probed.
 */
export async function probeControls(page: Page, path: string, seen: Set<string>): Promise<ProbeResult[]> {
  const results: ProbeResult[] = [];
  const width = page.viewportSize()?.width;
  const where = `${path} at ${width}px`;
  const controls = await load(page, path);
  const address = page.url();
  for (const control of controls) {
    if (seen.has(control.kind)) continue;
    seen.add(control.kind);
    const target = same(await load(page, path), control);
    if (!target) continue;
    const failure = await clickChanges(page, target.index);
    results.push({ kind: control.kind, where: `${where}: ${control.name}`, failure });
    if (failure) continue;
    // It led to another page: nothing of this one was revealed.
    if (page.url() !== address) continue;
    // What the click revealed: controls that were not visible before it.
    const revealed = (await page.evaluate(listControls)).filter((c) => c.revealed);
    for (const inner of revealed) {
      if (seen.has(inner.kind)) continue;
      seen.add(inner.kind);
      const opener = same(await load(page, path), control);
      if (!opener || (await clickChanges(page, opener.index))) continue;
      const shown = same(await page.evaluate(listControls), inner);
      if (!shown) continue;
      results.push({ kind: inner.kind, where: `${where}: ${inner.name}, shown by ${control.name},`, failure: await clickChanges(page, shown.index) });
    }
  }
  return results;
}

/** One line per control that did not work, naming the page and the control. */
export const failures = (results: ProbeResult[]) => results.filter((r) => r.failure).map((r) => `${r.where} ${r.failure}`);
