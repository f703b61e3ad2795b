/** Full-page navigation to another site (an OAuth provider, a payment page); kept in one place so tests can stand in for it. */
export function leaveApp(url: string): void {
  window.location.assign(url);
}
