const PROBE_TIMEOUT_MS = 2_000;

/** True when `check` resolves truthy within the timeout; an error or a slow answer counts as down. */
export async function probe(check: () => Promise<unknown>, timeoutMs = PROBE_TIMEOUT_MS): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const attempt = Promise.resolve()
    .then(check)
    .then(
      () => true,
      () => false,
    );
  try {
    return await Promise.race([attempt, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
