import { describe, expect, it } from 'vitest';
import { gateFor } from './access-gate';

const targets = (gate: ReturnType<typeof gateFor>) => gate.actions.map((action) => [action.label, action.to]);

describe('access gate', () => {
  it('asks a visitor to log in or register for an event that needs an account', () => {
    const gate = gateFor('login_required', { loggedIn: false });
    expect(gate.message).toBe('watch.gate.loginRequired');
    expect(targets(gate)).toEqual([
      ['watch.gate.logIn', '/login'],
      ['watch.gate.register', '/registration'],
    ]);
    expect(gate.retry).toBe(false);
  });

  it('sends a buyer to the passes, or to the event’s own package when it has one', () => {
    expect(targets(gateFor('purchase_required', { loggedIn: true }))).toEqual([['watch.gate.buy', '/packages']]);
    expect(targets(gateFor('purchase_required', { loggedIn: true, singleEventPackageId: 12 }))).toEqual([['watch.gate.buy', '/select-package/12']]);
  });

  it('offers a visitor who may already own a pass to log in', () => {
    const gate = gateFor('purchase_required', { loggedIn: false });
    expect(targets(gate)).toEqual([
      ['watch.gate.buy', '/packages'],
      ['watch.gate.haveAccess', '/login'],
    ]);
  });

  it('tells a blocked viewer the spec’s region message, with nothing to click', () => {
    const gate = gateFor('geo_blocked', { loggedIn: true });
    expect(gate.message).toBe('server:GEO_BLOCKED');
    expect(gate.actions).toEqual([]);
  });

  it('offers to try again while the video is being prepared', () => {
    const gate = gateFor('processing', { loggedIn: false });
    expect(gate.message).toBe('watch.gate.processing');
    expect(gate.retry).toBe(true);
  });
});
