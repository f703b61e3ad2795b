import type { AdminMe, OperatorRole } from '@ott/contracts/admin-auth';

/** The signed-in operator a console screen test runs as: `role` on the varsity channel (an owner is an owner everywhere). */
export const operatorAs = (role: OperatorRole): AdminMe => ({
  id: 1,
  email: 'op@example.test',
  name: 'Operator',
  is_owner: role === 'owner',
  must_change_password: false,
  totp_enabled: false,
  channels: [{ channel_key: 'varsity', name: 'Varsity Sports Network', time_zone: 'America/Chicago', role }],
  csrf_token: 'csrf-1',
});
