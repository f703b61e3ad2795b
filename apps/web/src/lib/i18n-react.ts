import type { TFunction } from 'i18next';
import { useSyncExternalStore } from 'react';
import { i18n } from './i18n';

// react-i18next's hook did this with ~2 kB gzip more on the landing page (its options, namespaces and Suspense support,
// which the app does not use, and a useSyncExternalStore shim React 19 does not need).
// A new `t` after every change is what renders the components that use it again.
let currentT: TFunction | undefined;
const listeners = new Set<() => void>();
let storeBound = false;

function changed(): void {
  currentT = undefined;
  for (const listener of listeners) listener();
}

// The store exists once the instance is initialised (initI18n); strings a lazy screen adds arrive through it.
function bindStore(): void {
  if (storeBound || !i18n.store) return;
  storeBound = true;
  i18n.store.on('added', changed);
}

i18n.on('languageChanged', changed);
i18n.on('initialized', () => {
  bindStore();
  changed();
});

function subscribe(listener: () => void): () => void {
  bindStore();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

type Primitive = string | number | boolean | null | undefined;
const isPrimitive = (value: unknown): value is Primitive => value === null || (typeof value !== 'object' && typeof value !== 'function');

/** Where a lookup's text is kept: its key, and its options when they are plain values (a count, a name); else none. */
function lookupKey(key: unknown, rest: unknown[]): string | undefined {
  if (typeof key !== 'string' || rest.length > 1) return undefined;
  if (rest.length === 0) return key;
  const options = rest[0];
  if (!options || typeof options !== 'object' || Object.getPrototypeOf(options) !== Object.prototype) return undefined;
  return Object.values(options).every(isPrimitive) ? `${key}\u0000${JSON.stringify(options)}` : undefined;
}

/**
 * i18next's `t` for the language, with its lookups (a key, and options of plain values) kept until the language or the
 * strings change: a home page asks for some 40 strings 160 times (a rail's badges, a card's gender words, its start
 * counting down), each lookup about 0.3 ms on a phone-speed CPU.
 */
function keptT(fixed: TFunction): TFunction {
  const kept = new Map<string, string>();
  const lookup = fixed as unknown as (...args: unknown[]) => unknown;
  return ((key: unknown, ...rest: unknown[]) => {
    const slot = lookupKey(key, rest);
    if (slot === undefined) return lookup(key, ...rest);
    let text = kept.get(slot);
    if (text === undefined) {
      text = String(lookup(key, ...rest));
      kept.set(slot, text);
    }
    return text;
  }) as unknown as TFunction;
}

const activeT = (): TFunction => (currentT ??= keptT(i18n.getFixedT(i18n.language)));

/** `t` for the active language, and a re-render when the language changes or strings arrive. */
export function useTranslation(): { t: TFunction; i18n: typeof i18n } {
  const t = useSyncExternalStore(subscribe, activeT);
  return { t, i18n };
}
