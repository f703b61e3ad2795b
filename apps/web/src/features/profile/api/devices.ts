import type { Device } from '@ott/contracts/devices';
import * as endpoints from '@ott/contracts/endpoints/viewer/devices';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-call';
import { apiQueryKey, queryClient, type QueryScope } from '../../../lib/query-client';
import { useApiQuery, useQueryScope } from '../../../lib/use-api-data';

const getDevices = (signal?: AbortSignal) => call(endpoints.devices, { signal });
export const signOutDevice = (id: number) => call(endpoints.signOutDevice, { params: { id } });
export const signOutOtherDevices = () => call(endpoints.signOutOtherDevices, { body: {} });

/** The account's signed-in devices, fresh on every visit. */
export const devicesQuery = (scope: QueryScope) =>
  queryOptions({ queryKey: apiQueryKey(scope, '/devices'), queryFn: ({ signal }) => getDevices(signal), enabled: scope.userId !== undefined, staleTime: 0 });

export function useDevices() {
  return useApiQuery(devicesQuery(useQueryScope()));
}

/** Signs a device out, then takes it off the list on screen at once. */
export function useSignOutDevice() {
  const scope = useQueryScope();
  return async (id: number) => {
    await signOutDevice(id);
    queryClient.setQueryData<Device[]>(devicesQuery(scope).queryKey, (devices) => devices?.filter((device) => device.id !== id));
  };
}

/** Signs every other device out; the list keeps this one. */
export function useSignOutOthers() {
  const scope = useQueryScope();
  return async () => {
    const { signed_out } = await signOutOtherDevices();
    queryClient.setQueryData<Device[]>(devicesQuery(scope).queryKey, (devices) => devices?.filter((device) => device.current));
    return signed_out;
  };
}
