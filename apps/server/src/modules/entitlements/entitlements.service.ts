import type { Capability } from '@ott/contracts';

/**
 * What a user's passes grant. No passes can be bought yet, so nobody has a capability; the
 * commerce work replaces this with a lookup of the user's paid, active orders.
 */
export function createEntitlementsService() {
  return {
    async capabilitiesOf(_userId: number): Promise<Capability[]> {
      return [];
    },
  };
}
export type EntitlementsService = ReturnType<typeof createEntitlementsService>;
