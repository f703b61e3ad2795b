/** What the console knows of one hostname: still asking, it answered, or nothing came back. */
export type HostnameState = 'checking' | 'reachable' | 'unreachable';

export const PROBE_TIMEOUT_MS = 8000;

/**
 * Whether `hostname` reaches an installation, asked from the operator's browser: a no-cors GET of its
 * /api/health/live on the console's own protocol and port. The answer is opaque (no CORS), so any response counts
 * and only a network failure (DNS, refused, TLS, timeout) means unreachable.
 *
 * Why the browser and not the server: a hostname is reachable when viewers' browsers can open it, which depends on
 * their DNS (or an operator's hosts file, a staging mapping, a browser's resolver rules) and not on what the server
 * resolves from inside its own network; a server-side DNS check would fail a hostname mapped only where browsers run,
 * and pass one the server reaches by a private route. The console's pages may connect to any http(s) origin for this
 * (lib/security.ts on the server).
 */
export async function probeHostname(hostname: string, location: Pick<Location, 'protocol' | 'port'> = window.location, timeoutMs = PROBE_TIMEOUT_MS): Promise<boolean> {
  const port = location.port ? `:${location.port}` : '';
  try {
    await fetch(`${location.protocol}//${hostname}${port}/api/health/live`, { mode: 'no-cors', cache: 'no-store', credentials: 'omit', signal: AbortSignal.timeout(timeoutMs) });
    return true;
  } catch {
    return false;
  }
}
