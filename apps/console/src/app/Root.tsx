import { Outlet } from 'react-router';
import { ConfirmProvider } from '../components/confirm';
import { Toaster } from '../components/toast';

/** What every console screen shares, signed in or not: confirmation dialogs and toasts. */
export function Root() {
  return (
    <ConfirmProvider>
      <Outlet />
      <Toaster />
    </ConfirmProvider>
  );
}
