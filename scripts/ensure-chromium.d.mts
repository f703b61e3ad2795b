export const CHROMIUM_PATH: string;
export const CHROMIUM_HEADLESS_SHELL_PATH: string;
export function ensureChromium(): { ok: true } | { ok: false; message: string };
