import { CustomForm, CustomFormParams, CustomFormReceipt, CustomFormSubmission, envelope } from '@ott/contracts';
import { ApiKeyCarrier } from '@ott/contracts/session';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schemas';
import { channelOf, type KeyGuards } from '../keys/keys.guards';
import type { CustomFormsService } from './custom-forms.service';

export const customFormsRoutes: FastifyPluginAsyncZod<{ forms: CustomFormsService; guards: KeyGuards }> = async (app, { forms, guards }) => {
  const common = { preHandler: guards.requireApiKey };
  const tags = ['custom-forms'];

  app.get(
    '/api/custom-forms/:alias',
    {
      ...common,
      schema: { summary: "A custom form's fields", tags, params: CustomFormParams, querystring: ApiKeyCarrier, response: { 200: envelope(CustomForm), ...errorResponses } },
    },
    async (request) => ({ data: await forms.form(channelOf(request), request.params.alias) }),
  );

  app.post(
    '/api/custom-forms/:alias',
    {
      ...common,
      schema: {
        summary: 'Submit a custom form: api_key plus one property per field',
        tags,
        params: CustomFormParams,
        body: CustomFormSubmission,
        response: { 200: envelope(CustomFormReceipt), ...errorResponses },
      },
    },
    async (request) => {
      const { api_key: _key, ...answers } = request.body;
      return { data: await forms.submit(channelOf(request), request.params.alias, answers, request.apiKey?.userId ?? null) };
    },
  );
};
