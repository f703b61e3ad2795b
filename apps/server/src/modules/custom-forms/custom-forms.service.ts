import type { CustomForm, CustomFormField } from '@ott/contracts';
import { type AdminContactFormInput, CONTACT_FORM_ALIAS } from '@ott/contracts/admin-content';
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

  async function find(channel: Channel, alias: string): Promise<CustomForm | null> {
    const row = await repository.findByAlias(channel.id, alias);
    return row ? { ...row, fields: parseJsonColumn<CustomFormField[]>(row.fields, []) } : null;
  }

  return {
    form: load,

    /** The channel's contact form for the console; null before one is made. */
    contactForm: (channel: Channel) => find(channel, CONTACT_FORM_ALIAS),

    /** Creates or replaces the channel's contact form; answers it before (null: none yet) and after. */
    async saveContactForm(channel: Channel, input: AdminContactFormInput): Promise<{ before: CustomForm | null; after: CustomForm }> {
      const before = await find(channel, CONTACT_FORM_ALIAS);
      const { fields, ...texts } = input;
      await repository.saveForm(channel.id, CONTACT_FORM_ALIAS, { ...texts, fields: JSON.stringify(fields) });
      return { before, after: await load(channel, CONTACT_FORM_ALIAS) };
    },

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
