import type { CustomForm } from '@ott/contracts/custom-forms';
import { customForm } from '@ott/contracts/endpoints/viewer/forms';
import { call } from '../../../lib/api-call';
import { useApiData } from '../../../lib/use-api-data';

/** Spec §8: an unknown form answers 404, which resolves to null (the form is then simply absent). */
export function getCustomForm(alias: string, signal?: AbortSignal): Promise<CustomForm | null> {
  return call(customForm, { params: { alias }, signal });
}

export function useCustomForm(alias: string) {
  return useApiData(`custom-form:${alias}`, (signal) => getCustomForm(alias, signal));
}
