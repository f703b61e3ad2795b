import { isPreviewFrame } from './preview-frame';

/** Spec §9: values kept in local storage live about 360 days. */
export const LOCAL_STORAGE_LIFETIME_MS = 360 * 24 * 60 * 60 * 1000;

const PREFIX = 'ott.';

interface StoredValue<T> {
  value: T;
  expiresAt: number;
}

export interface ExpiringStorage {
  get<T>(name: string): T | undefined;
  set<T>(name: string, value: T, lifetimeMs?: number): void;
  remove(name: string): void;
}

/** Local storage with an expiry per entry; unavailable storage (private mode, quota) degrades to memory. */
export function createExpiringStorage(backend: Storage | undefined = safeLocalStorage(), now: () => number = Date.now): ExpiringStorage {
  const memory = new Map<string, string>();
  const read = (key: string): string | null => {
    try {
      return backend ? backend.getItem(key) : (memory.get(key) ?? null);
    } catch {
      return memory.get(key) ?? null;
    }
  };
  const write = (key: string, raw: string | null): void => {
    try {
      if (!backend) throw new Error('no storage');
      if (raw === null) backend.removeItem(key);
      else backend.setItem(key, raw);
    } catch {
      if (raw === null) memory.delete(key);
      else memory.set(key, raw);
    }
  };

  return {
    get<T>(name: string): T | undefined {
      const raw = read(PREFIX + name);
      if (raw === null) return undefined;
      try {
        const stored = JSON.parse(raw) as StoredValue<T>;
        if (typeof stored !== 'object' || stored === null || !('expiresAt' in stored)) return undefined;
        if (stored.expiresAt <= now()) {
          write(PREFIX + name, null);
          return undefined;
        }
        return stored.value;
      } catch {
        return undefined;
      }
    },
    set<T>(name: string, value: T, lifetimeMs = LOCAL_STORAGE_LIFETIME_MS): void {
      const stored: StoredValue<T> = { value, expiresAt: now() + lifetimeMs };
      write(PREFIX + name, JSON.stringify(stored));
    },
    remove(name: string): void {
      write(PREFIX + name, null);
    },
  };
}

/** Local storage; none in the console's preview frame, so values stay in memory and the operator's own keys and choices are untouched. */
function safeLocalStorage(): Storage | undefined {
  try {
    if (typeof window !== 'undefined' && isPreviewFrame(window)) return undefined;
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

export const localStore = createExpiringStorage();
