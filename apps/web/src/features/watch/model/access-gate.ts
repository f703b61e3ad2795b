import type { MediaUnavailableReason } from '@ott/contracts/events';

export interface GateAction {
  /** Locale key of the link text. */
  label: string;
  to: string;
  primary?: boolean;
}

export interface Gate {
  /** Locale key of what the viewer is told. */
  message: string;
  actions: GateAction[];
  /** The video is on its way: offer to look again. */
  retry: boolean;
}

export interface GateContext {
  loggedIn: boolean;
  /** The event's own single-event package, when it is sold on its own. */
  singleEventPackageId?: number | null;
}

/**
 * What a viewer who cannot play the content is told, and where they can go to change that. Log-in
 * and registration links need no return address: the app returns to the last page visited.
 */
export function gateFor(reason: MediaUnavailableReason, { loggedIn, singleEventPackageId }: GateContext): Gate {
  const login: GateAction = { label: 'watch.gate.logIn', to: '/login' };
  const register: GateAction = { label: 'watch.gate.register', to: '/registration' };
  switch (reason) {
    case 'login_required':
      return { message: 'watch.gate.loginRequired', actions: [{ ...login, primary: true }, register], retry: false };
    case 'purchase_required': {
      const buy: GateAction = { label: 'watch.gate.buy', to: singleEventPackageId ? `/select-package/${singleEventPackageId}` : '/packages', primary: true };
      return { message: 'watch.gate.purchaseRequired', actions: loggedIn ? [buy] : [buy, { ...login, label: 'watch.gate.haveAccess' }], retry: false };
    }
    case 'geo_blocked':
      return { message: 'server:GEO_BLOCKED', actions: [], retry: false };
    case 'processing':
      return { message: 'watch.gate.processing', actions: [], retry: true };
  }
}

/** Whether the gate for `reason` offers 'Get access', under which the passes that open the event are listed. */
export function gateListsPasses(reason: MediaUnavailableReason, context: GateContext): boolean {
  return gateFor(reason, context).actions.some((action) => action.label === 'watch.gate.buy');
}
