import type { CustomForm } from '@ott/contracts/custom-forms';
import { api } from '../../../lib/api';
import { useApiData } from '../../../lib/use-api-data';

/** Spec §8: an unknown form answers 404, which resolves to null (the form is then simply absent). */
export function getCustomForm(alias: string, signal?: AbortSignal): Promise<CustomForm | null> {
  return api.get<CustomForm | null>(`/custom-forms/${encodeURIComponent(alias)}`, undefined, { signal });
}

export function useCustomForm(alias: string) {
  return useApiData(`custom-form:${alias}`, (signal) => getCustomForm(alias, signal));
}
