import type { Page } from '@playwright/test';

type StackTrace = { callFrames: Array<{ url: string }>; parent?: StackTrace };

/**
 * From now on, who asks for each of `paths` on `page`: the page's own inline script (its stack names the page) or the
 * app's scripts (/assets/…); and what the content security policy refused. With `asyncStacks`, `stack` lists the
 * scripts of every frame that led to the request, across promise callbacks too.
 */
export async function watchWhoAsks(page: Page, paths: string[], { asyncStacks = false } = {}) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  if (asyncStacks) {
    await cdp.send('Debugger.enable');
    await cdp.send('Debugger.setAsyncCallStackDepth', { maxDepth: 64 });
  }
  const asked: Array<{ path: string; by: string; stack: string[] }> = [];
  cdp.on('Network.requestWillBeSent', ({ request: sent, initiator }) => {
    const { pathname } = new URL(sent.url);
    const stack: string[] = [];
    for (let trace: StackTrace | undefined = initiator.stack; trace; trace = trace.parent) {
      stack.push(...trace.callFrames.map((frame) => new URL(frame.url || 'about:none').pathname));
    }
    if (paths.includes(pathname)) asked.push({ path: pathname, by: stack[0] ?? '/none', stack });
  });
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) refused.push(message.text());
  });
  return { asked, refused };
}
