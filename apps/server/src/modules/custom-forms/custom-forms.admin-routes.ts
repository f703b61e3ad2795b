import { CustomForm, envelope } from '@ott/contracts';
import { AdminContactFormInput, ContentChannelParams } from '@ott/contracts/admin-content';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schemas';
import type { AuditLog } from '../operators/audit-log';
import type { CustomFormsService } from './custom-forms.service';

const tags = ['admin'];
const EXAMPLE = { title: 'Contact us', submit_label: 'Send', success_message: 'Thank you', fields: [{ name: 'email', label: 'Email', type: 'email', required: true }] };

/**
 * The console's contact form of a channel (the custom form the viewer app's contact page shows): any role reads it,
 * editors replace it whole; each change is audited with the form before and after.
 */
export const customFormsAdminRoutes: FastifyPluginAsyncZod<{ forms: CustomFormsService; audit: Pick<AuditLog, 'record'> }> = async (app, { forms, audit }) => {
  const path = '/api/admin/channels/:channel_key/contact-form';

  app.get(
    path,
    {
      config: { access: 'any' },
      schema: { summary: "The channel's contact form (null before one is made)", tags, params: ContentChannelParams, response: { 200: envelope(CustomForm.nullable()), ...errorResponses } },
    },
    async (request) => ({ data: await forms.contactForm(request.consoleChannel) }),
  );

  app.put(
    path,
    {
      config: { access: 'editor', matrixExample: { body: EXAMPLE } },
      schema: { summary: "Create or replace the channel's contact form: its texts and fields in order", tags, params: ContentChannelParams, body: AdminContactFormInput, response: { 200: envelope(CustomForm), ...errorResponses } },
    },
    async (request) => {
      const { before, after } = await forms.saveContactForm(request.consoleChannel, request.body);
      await audit.record(request, { action: 'contact_form.update', entity_type: 'custom_form', entity_id: after.id, before, after });
      app.invalidateChannelCaches(request.consoleChannel.id);
      return { data: after };
    },
  );
};
