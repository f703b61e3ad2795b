/** Where the customer portal's URL leads: another site is a full navigation, this app's own path stays in the app. */
export function portalTarget(url: string, origin: string): { external: true; href: string } | { external: false; path: string } {
  const target = new URL(url, origin);
  return target.origin === origin ? { external: false, path: `${target.pathname}${target.search}${target.hash}` } : { external: true, href: target.href };
}
