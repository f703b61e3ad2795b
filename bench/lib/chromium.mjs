// Chromium for the page benches, without the browser's own UI at work beside the page measured.

/**
 * Chromium (150 and later) starts a renderer for its omnibox popup, a web page of its own, with every new window; the
 * benches open one per cold load. On the 2-core machine that work took the CPU from the very pages measured (traced:
 * 7.5 s of that renderer's main thread over 20 s of loads). Puppeteer turns both off by default since 2026.
 */
const BROWSER_UI_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];
const DISABLE_FEATURES = '--disable-features=';

/** The features a browser was launched without, as its own version page lists its command line. */
async function disabledFeatures(browser) {
  const page = await browser.newPage();
  try {
    await page.goto('chrome://version');
    const commandLine = (await page.locator('#command_line').textContent()) ?? '';
    return [...commandLine.matchAll(/--disable-features=(\S+)/g)].flatMap(([, list]) => list.split(','));
  } finally {
    await page.close();
  }
}

/**
 * Launches Playwright's Chromium with `options`, those features off. Chromium reads only the last --disable-features
 * list, so Playwright's own list (read from a first launch) is carried into it.
 */
export async function launchWithoutBrowserUi(chromium, options) {
  const probe = await chromium.launch(options);
  let playwrights;
  try {
    playwrights = await disabledFeatures(probe);
  } finally {
    await probe.close();
  }
  const features = [...new Set([...playwrights, ...BROWSER_UI_FEATURES])].filter(Boolean);
  return chromium.launch({ ...options, args: [...(options.args ?? []), `${DISABLE_FEATURES}${features.join(',')}`] });
}
