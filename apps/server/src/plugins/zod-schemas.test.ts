import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { RefusalSchema, UploadedFileSchema } from '@vmu/domain';
import { firstValidationMessage, withZodSchemas } from './zod-schemas';

// The allow-list: what a handler returns beyond its contract never reaches the client.

async function appReturning(answer: unknown) {
  const app = Fastify();
  await app.register(async (plain) => {
    const scope = withZodSchemas(plain);
    scope.setSchemaErrorFormatter((errors) => new Error(firstValidationMessage(errors)));
    scope.setErrorHandler((error: Error, _request, reply) =>
      reply.code(400).send({ error: error.message, stack: error.stack }),
    );
    scope.post(
      '/stored',
      {
        schema: {
          body: UploadedFileSchema,
          response: { 200: UploadedFileSchema, '4xx': RefusalSchema },
        },
      },
      // Typed as the contract, returned with more: a row's owner must not leak.
      async () => answer as never,
    );
  });
  return app;
}

const stored = {
  key: 'public/u1/a/icon.png',
  publicURL: 'http://localhost/files/public/u1/a/icon.png',
  fileSize: 12,
  contentType: 'image/png',
  details: { kind: 'image', format: 'PNG', width: 512, height: 512 },
};

describe('routes with zod schemas', () => {
  it('send only the fields their response schema names, nested ones too', async () => {
    const app = await appReturning({
      ...stored,
      ownerId: 'user-1',
      details: { ...stored.details, path: '/var/data/icon.png' },
    });
    const answer = await app.inject({ method: 'POST', url: '/stored', payload: stored });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual(stored);
  });

  it('refuse a body against the contract with the schema message of the first wrong field', async () => {
    const app = await appReturning(stored);
    const answer = await app.inject({
      method: 'POST',
      url: '/stored',
      payload: { ...stored, fileSize: 'twelve', contentType: 5 },
    });
    expect(answer.statusCode).toBe(400);
    // zod's message for the first wrong field (fileSize): with its English locale loaded, as
    // the server's modules load it, or zod/mini's bare one; the refusal schema drops the stack.
    expect(answer.json()).toEqual({
      error: expect.stringMatching(/^Invalid input(: expected number, received string)?$/),
    });
  });
});
