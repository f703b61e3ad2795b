import type { AdminPassInput, AdminPassPatch } from '@ott/contracts/admin-offer';
import { eventOptions } from '@ott/contracts/endpoints/admin/catalogue';
import { createPass as createEndpoint, deletePass as deleteEndpoint, passImage, passList, passOne, previewPriceChange as previewEndpoint, reorderPasses as reorderEndpoint, updatePass as updateEndpoint } from '@ott/contracts/endpoints/admin/offer';
import { queryOptions } from '@tanstack/react-query';
import { call, inChannel, uploadTo } from '../../../lib/api-call';
import { offerKey } from './pricing';

export const passesQuery = (channelKey: string) => queryOptions({ queryKey: [...offerKey(channelKey), 'passes'] as const, queryFn: () => call(passList, { params: inChannel(channelKey) }) });
export const passQuery = (channelKey: string, id: number) =>
  queryOptions({ queryKey: [...offerKey(channelKey), 'passes', id] as const, queryFn: () => call(passOne, { params: inChannel(channelKey, { id }) }) });
/** The sports, teams and currency the pass form offers (the events' form choices). */
export const choicesQuery = (channelKey: string) =>
  queryOptions({ queryKey: [...offerKey(channelKey), 'choices'] as const, queryFn: () => call(eventOptions, { params: inChannel(channelKey) }) });

export const createPass = (channelKey: string, body: AdminPassInput) => call(createEndpoint, { params: inChannel(channelKey), body });
export const updatePass = (channelKey: string, id: number, body: AdminPassPatch) => call(updateEndpoint, { params: inChannel(channelKey, { id }), body });
export const deletePass = (channelKey: string, id: number) => call(deleteEndpoint, { params: inChannel(channelKey, { id }) });
export const reorderPasses = (channelKey: string, ids: number[]) => call(reorderEndpoint, { params: inChannel(channelKey), body: { ids } });
export const previewPriceChange = (channelKey: string, id: number, body: { price?: number; service_fee?: number }) => call(previewEndpoint, { params: inChannel(channelKey, { id }), body });
export const passImageUpload = (channelKey: string, id: number) => uploadTo(passImage, inChannel(channelKey, { id }));
