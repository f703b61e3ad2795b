/** The query parameter the console's preview frame carries (BRANDING_PREVIEW_PARAM of the contracts, kept out of this bundle). */
const PREVIEW_PARAM = 'preview';

/**
 * The console shows the app inside a frame of its own origin with `?preview=…` to preview a channel's branding.
 * Such a visit keeps nothing: its channel and API keys live in memory, so the operator's own visits are untouched.
 */
export function isPreviewFrame(win: Pick<Window, 'location' | 'parent'> | undefined = typeof window === 'undefined' ? undefined : window): boolean {
  return !!win && win.parent !== win && new URLSearchParams(win.location.search).has(PREVIEW_PARAM);
}

/** A Storage that forgets everything when the page goes. */
export function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}
