import type { CustomForm, CustomFormField } from '@ott/contracts';
import { NotFound, ValidationError } from '../../lib/errors';
import { parseJsonColumn } from '../../lib/json-column';
import type { Channel } from '../channel/channel.types';
import type { CustomFormsRepository } from './custom-forms.repository';
import { validateAnswers } from './form-validation';

export interface CustomFormsServiceDeps {
  repository: CustomFormsRepository;
  now?: () => Date;
}

export function createCustomFormsService({ repository, now = () => new Date() }: CustomFormsServiceDeps) {
  async function load(channel: Channel, alias: string): Promise<CustomForm> {
    const row = await repository.findByAlias(channel.id, alias);
    if (!row) throw new NotFound();
    return { ...row, fields: parseJsonColumn<CustomFormField[]>(row.fields, []) };
  }

  return {
    form: load,

    /** Validates against the form's own fields and stores the answers for the operator. */
    async submit(channel: Channel, alias: string, input: Record<string, unknown>, userId: number | null): Promise<{ id: number }> {
      const form = await load(channel, alias);
      const result = validateAnswers(form.fields, input);
      if ('errors' in result) throw new ValidationError(result.errors);
      const id = await repository.insertSubmission({
        channel_id: channel.id,
        custom_form_id: form.id,
        user_id: userId,
        answers: JSON.stringify(result.answers),
        created_at: now().toISOString(),
      });
      return { id };
    },
  };
}
export type CustomFormsService = ReturnType<typeof createCustomFormsService>;
