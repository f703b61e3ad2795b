import { Outlet } from 'react-router';
import { OverlayHost } from '../../components/ui/OverlayHost';
import { FormMessages } from '../FormMessages';
import { RouteEffects } from './RouteEffects';

/** The root route: things every screen shares, with or without site chrome. */
export function AppFrame() {
  return (
    <FormMessages>
      <RouteEffects />
      <Outlet />
      <OverlayHost />
    </FormMessages>
  );
}

/** The embedded player's layout: no header, footer or cookie notice. */
export function PlainLayout() {
  return (
    <main id="main" className="plain-layout">
      <Outlet />
    </main>
  );
}
