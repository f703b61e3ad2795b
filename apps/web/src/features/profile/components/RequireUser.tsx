import type { UserProfile } from '@ott/contracts/auth';
import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useUser } from '../../../lib/session';

/**
 * Account screens need a user. The navigation guard already sends visitors to /login; this covers a user
 * who is signed out while on the screen (a 401 elsewhere resets the session).
 */
export function RequireUser({ children }: { children: (user: UserProfile) => ReactNode }) {
  const user = useUser();
  const navigate = useNavigate();
  // Not <Navigate>: it would add its code to the router chunk every page loads.
  useEffect(() => {
    if (!user) void navigate('/login', { replace: true });
  }, [user, navigate]);
  return user ? children(user) : null;
}
