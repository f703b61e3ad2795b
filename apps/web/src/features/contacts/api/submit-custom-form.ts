import { api } from '../../../lib/api';

export type FormValues = Record<string, string | boolean>;

/** Stores the answers for the channel's operator; resolves with the submission's id. */
export function submitCustomForm(alias: string, values: FormValues): Promise<{ id: number }> {
  return api.post<{ id: number }>(`/custom-forms/${encodeURIComponent(alias)}`, values);
}
