/**
 * A scheduler for the renderer's batched updates (Preact's `options.debounceRendering`, set by app/start.tsx): each
 * batch renders in a task of its own, as soon as the event loop allows, rather than in a microtask of whatever task
 * queued it. Updates queued by a render's effects or by one promise after another otherwise come to one task: on a
 * player page, the watch screen's updates as its data came in made one of 126–164 ms at 4× CPU (docs/decisions/0098).
 * A message, not a timer: timers are clamped to 4 ms once nested, and throttled in a hidden tab.
 */
export function createTaskScheduler(channel: MessageChannel = new MessageChannel()): (run: () => void) => void {
  const queued: Array<() => void> = [];
  channel.port1.onmessage = () => queued.shift()?.();
  return (run) => {
    queued.push(run);
    channel.port2.postMessage(null);
  };
}
