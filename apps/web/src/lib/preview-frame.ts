/** The query parameter the console's preview frame carries (BRANDING_PREVIEW_PARAM of the contracts, kept out of this bundle). */
const PREVIEW_PARAM = 'preview';

/**
 * The console shows the app inside a frame of its own origin with `?preview=…` to preview a channel's branding.
 * Such a visit keeps nothing: its channel and API keys live in memory (lib/storage.ts), so the operator's own visits are untouched.
 */
export function isPreviewFrame(win: Pick<Window, 'location' | 'parent'> | undefined = typeof window === 'undefined' ? undefined : window): boolean {
  return !!win && win.parent !== win && new URLSearchParams(win.location.search).has(PREVIEW_PARAM);
}

