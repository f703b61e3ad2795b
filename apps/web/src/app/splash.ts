const SPLASH_ID = 'splash';

/** Removes the full-page loader that index.html shows until the app has mounted. */
export function removeSplash(): void {
  const splash = document.getElementById(SPLASH_ID);
  document.body.removeAttribute('aria-busy');
  if (!splash) return;
  splash.classList.add('splash--leaving');
  window.setTimeout(() => splash.remove(), 250);
}
