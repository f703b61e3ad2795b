import type { ComponentType } from 'react';
import { createStore } from '../../lib/store';

/** Every popup component receives its attributes plus `close`. */
export interface PopupProps {
  close: () => void;
}

/** Spec §3: a popup is a component and its attributes. */
export interface Popup<A extends object = Record<string, unknown>> {
  component: ComponentType<A & PopupProps>;
  attributes: A;
  /** Accessible name of the dialog when the component has no heading of its own. */
  label?: string;
}

export const popupStore = createStore<Popup | null>(null);

export function openPopup<A extends object>(popup: Popup<A>): void {
  // The host renders the component with exactly the attributes it was opened with.
  popupStore.set(popup as unknown as Popup);
}

export function closePopup(): void {
  popupStore.set(null);
}

const api = { open: openPopup, close: closePopup };

/** Popups from any component: `usePopup().open({ component: Confirm, attributes: { ... } })`. */
export function usePopup(): typeof api {
  return api;
}
