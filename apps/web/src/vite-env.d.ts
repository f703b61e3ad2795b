/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Origin of the API host; empty means the page's own origin. */
  readonly VITE_API_ORIGIN?: string;
  /** Origin of the key host; empty means the page's own origin. */
  readonly VITE_KEY_ORIGIN?: string;
  /** A fixed channel key; unset means `?channel=` or the key host decides. */
  readonly VITE_CHANNEL_KEY?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
