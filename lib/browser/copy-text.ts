/**
 * Puts `text` on the clipboard through the Clipboard API or, where that is missing (a page served
 * over plain HTTP to another machine, as a phone on the writer's network opens `npm run dev`) or
 * refuses, through a selection. The selection takes the keyboard focus, which goes back to
 * `control`, the button that asked. Rejects when the browser refuses both. Self-contained: the
 * page's head script runs this very function (lib/site/inline-script.ts).
 */
export function copyText(text: string, control: HTMLElement): Promise<void> {
  const viaSelection = () => {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.cssText = 'position:fixed;top:0;left:0;opacity:0';
    document.body.appendChild(area);
    area.select();
    let copied = false;
    try {
      copied = document.execCommand('copy');
    } catch {
      // Refused as well.
    }
    area.remove();
    control.focus({ preventScroll: true });
    if (!copied) throw new Error('copy refused');
  };
  const clipboard = typeof navigator.clipboard?.writeText === 'function' ? navigator.clipboard.writeText(text) : Promise.reject(new Error('no Clipboard API'));
  return clipboard.catch(viaSelection);
}
