import * as z from 'zod/mini';

// The pieces of the OpenAPI 3.1 documents the portal serves (the store's catalogue API, the
// developer API): their schemas are made from the same zod contracts the routes validate and
// send with (OpenAPI 3.1 uses JSON Schema 2020-12, which is what zod writes), so a document
// cannot drift from what the server does; the paths and prose are each document's.

/** A contract's JSON Schema: what a client sends (`input`) or receives (`output`). */
export const jsonSchemaOf = (schema: z.core.$ZodType, io: 'input' | 'output') => {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
  }) as Record<string, unknown>;
  return rest;
};

export const schemaRef = (name: string) => ({ $ref: `#/components/schemas/${name}` });
export const jsonContent = (name: string) => ({ 'application/json': { schema: schemaRef(name) } });
/** A refusal's answer: the ApiError component. */
export const refusalResponse = (description: string) => ({
  description,
  content: jsonContent('ApiError'),
});

/** The query parameters of a contract's query schema, described one by one. */
export function queryParameters(fields: z.core.$ZodType, descriptions: Record<string, string>) {
  const schema = jsonSchemaOf(fields, 'input') as { properties: Record<string, object> };
  return Object.entries(schema.properties).map(([name, property]) => ({
    name,
    in: 'query',
    required: false,
    description: descriptions[name],
    schema: property,
  }));
}

/** The path parameter of an app in the portal's APIs. */
export const bundleIdentifierParameter = {
  name: 'bundleIdentifier',
  in: 'path',
  required: true,
  description: "The app's bundle identifier (reverse domain, e.g. com.example.game).",
  schema: { type: 'string', maxLength: 255 },
};
