import { submitCustomForm as submitCustomFormEndpoint } from '@ott/contracts/endpoints/viewer/forms';
import { call } from '../../../lib/api-call';

export type FormValues = Record<string, string | boolean>;

/** Stores the answers for the channel's operator; resolves with the submission's id. */
export function submitCustomForm(alias: string, values: FormValues): Promise<{ id: number }> {
  return call(submitCustomFormEndpoint, { params: { alias }, body: values });
}
