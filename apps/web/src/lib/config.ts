/** Build-time settings; every host defaults to the page's own origin. */
export interface AppConfig {
  apiOrigin: string;
  keyOrigin: string;
  channelKey: string | undefined;
}

function trimOrigin(value: string | undefined): string {
  return (value ?? '').trim().replace(/\/+$/, '');
}

export const appConfig: AppConfig = {
  apiOrigin: trimOrigin(import.meta.env.VITE_API_ORIGIN),
  keyOrigin: trimOrigin(import.meta.env.VITE_KEY_ORIGIN),
  channelKey: import.meta.env.VITE_CHANNEL_KEY?.trim() || undefined,
};
