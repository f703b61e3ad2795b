import { dateTimeFormat } from '@ott/client/format';

/**
 * The first date a page formats loads the browser's calendar and time zone data: about 20 ms on a laptop, four times
 * that on a phone, inside the first screen's render. Asked for in a task of its own while start-up waits on the
 * network, that cost no longer lengthens the render the viewer waits for. A site page's first script has usually
 * loaded that data already, while the scripts downloaded (app/early-requests.ts); then this costs a few milliseconds.
 */
export function warmDateFormatting(language: string, schedule: (task: () => void) => void = (task) => setTimeout(task)): void {
  schedule(() => {
    dateTimeFormat(language, { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(0);
  });
}
