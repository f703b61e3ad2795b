import { PopupHost } from './PopupHost';
import { Toaster } from './Toaster';

/** Toasts and popups, loaded together the first time either is needed. */
export function Overlays() {
  return (
    <>
      <Toaster />
      <PopupHost />
    </>
  );
}
