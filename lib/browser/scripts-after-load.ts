/**
 * The loader of the framework's scripts, which the build puts in place of their `<script async>`
 * tags: it appends them, in order, once load has fired (at once if it already has, as after a
 * bfcache restore), one per task: inserting a script element starts its request on the main
 * thread, and the eleven of a docs page inserted at once made one task of 70 ms at 4× CPU. The next
 * task is a message to itself, not a timer: no 4 ms clamp between scripts, and a page whose timers
 * are held (a test's fake clock) still hydrates. They stay `async` as Next rendered them;
 * Turbopack's runtime queues chunks that arrive before it and finds these by their `src`, so it
 * never fetches one twice.
 *
 * The build serialises it under tsx, whose `keepNames` wraps every named inner function in a
 * helper the page does not have: the handlers here are anonymous arrows for that reason.
 */
export function scriptsAfterLoadRuntime(scripts: string[]): void {
  let next = 0;
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    const script = document.createElement('script');
    script.src = scripts[next++];
    script.async = true;
    document.body.appendChild(script);
    if (next < scripts.length) channel.port2.postMessage(0);
  };
  if (document.readyState === 'complete') channel.port2.postMessage(0);
  else addEventListener('load', () => channel.port2.postMessage(0), { once: true });
}
