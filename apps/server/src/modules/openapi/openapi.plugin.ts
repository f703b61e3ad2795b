import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/**
 * Collects every route's schemas into an OpenAPI document; register before the routes. The Zod schemas
 * become JSON Schema 2020-12, which is what OpenAPI 3.1 uses (3.0 has its own dialect and rejects them).
 */
export async function registerOpenapi(app: FastifyInstance, version: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Streaming API', description: 'Channels, keys and content of the streaming web app', version },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
}
