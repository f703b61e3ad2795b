import { lazy, Suspense } from 'react';
import { useStore } from '../../lib/store';
import { closePopup, popupStore } from './popup-store';

// The dialog frame loads the first time a popup opens.
const Modal = lazy(async () => ({ default: (await import('./Modal')).Modal }));

export function PopupHost() {
  const popup = useStore(popupStore);
  if (!popup) return null;
  const { component: Component, attributes, label } = popup;
  return (
    <Suspense fallback={null}>
      <Modal onClose={closePopup} label={label}>
        <Component {...attributes} close={closePopup} />
      </Modal>
    </Suspense>
  );
}
