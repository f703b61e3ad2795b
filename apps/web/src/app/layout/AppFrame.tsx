import { Outlet } from 'react-router';
import { OverlayHost } from '../../components/ui/OverlayHost';
import { RouteEffects } from './RouteEffects';

/** The root route: things every screen shares, with or without site chrome. */
export function AppFrame() {
  return (
    <>
      <RouteEffects />
      <Outlet />
      <OverlayHost />
    </>
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
