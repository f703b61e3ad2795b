/**
 * A scheduler for the renderer's batched updates (Preact's `options.debounceRendering`, set by app/start.tsx): a batch
 * queued as data comes in renders in a task of its own, as soon as the event loop allows, rather than in a microtask of
 * whatever task queued it. Updates queued by a render's effects or by one promise after another otherwise come to one
 * task: on a player page, the watch screen's updates as its data came in made one of 126–164 ms at 4× CPU
 * (docs/decisions/0098). A message, not a timer: timers are clamped to 4 ms once nested, and throttled in a hidden tab.
 *
 * What a person does is never a task behind (docs/decisions/0101): a batch still waiting renders before the handlers of
 * their next key, tap or input run, which otherwise read the screen's state before it (two keys pressed in one frame
 * made one step), and a batch their own handler queues renders in that event's microtask, as Preact renders by default.
 */
const DISCRETE_EVENTS = ['keydown', 'keyup', 'beforeinput', 'input', 'change', 'compositionend', 'pointerdown', 'pointerup', 'click', 'submit', 'focusin', 'focusout'] as const;

export function createTaskScheduler(target: EventTarget = window, channel: MessageChannel = new MessageChannel()): (run: () => void) => void {
  let queued: Array<() => void> = [];
  let inputEvent: Event | null = null;
  const runQueued = () => {
    const runs = queued;
    queued = [];
    for (const run of runs) run();
  };
  channel.port1.onmessage = () => queued.shift()?.();
  // Captured on the window (the default target): before any element's own handler sees the event.
  for (const type of DISCRETE_EVENTS) {
    target.addEventListener(
      type,
      (event) => {
        inputEvent = event;
        runQueued();
      },
      { capture: true },
    );
  }
  return (run) => {
    if (inputEvent && inputEvent.eventPhase !== Event.NONE) {
      queueMicrotask(run);
      return;
    }
    queued.push(run);
    channel.port2.postMessage(null);
  };
}
