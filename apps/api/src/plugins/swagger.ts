import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { CategorySchema, WEBINSTANCE_TOKEN_HEADER } from '@stride/contract';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';

export const DOCS_PREFIX = '/api/docs';

// The category tree is recursive; as a named component OpenAPI can reference it instead of inlining forever.
if (!z.globalRegistry.has(CategorySchema)) z.globalRegistry.add(CategorySchema, { id: 'Category' });

/** OpenAPI generated from the same zod schemas that validate requests and responses. */
export async function registerSwagger(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Stride API',
        description: `The api of the Stride running shop. The web instance comes from the \`${WEBINSTANCE_TOKEN_HEADER}\` header, else from the Host.`,
        version: '0.1.0',
      },
    },
    transform: createJsonSchemaTransform({
      skipList: [DOCS_PREFIX, `${DOCS_PREFIX}/`, `${DOCS_PREFIX}/json`, `${DOCS_PREFIX}/yaml`, `${DOCS_PREFIX}/*`],
    }),
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: DOCS_PREFIX,
    staticCSP: true,
    // The api is served over plain http locally; upgrading the docs' own assets to https would break them.
    transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/, ''),
  });
}
