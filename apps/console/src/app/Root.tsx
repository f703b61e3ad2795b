import { Outlet } from 'react-router';
import { ConfirmProvider } from '../components/confirm';
import { Toaster } from '../components/toast';
import { UploadFollowUp } from '../features/media/uploads/UploadFollowUp';

/** What every console screen shares, signed in or not: confirmation dialogs, toasts, and the media uploads followed to their end. */
export function Root() {
  return (
    <ConfirmProvider>
      <Outlet />
      <Toaster />
      <UploadFollowUp />
    </ConfirmProvider>
  );
}
