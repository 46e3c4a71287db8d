import { createRequire } from 'node:module';
import type * as GraphQL from 'graphql';
import { describe, expect, it } from 'vitest';
import { requestedFieldsAt } from './requested-fields';

// The CommonJS graphql, as Mercurius and @graphql-tools/utils load it (see requested-fields.ts).
const { buildSchema, graphql } = createRequire(import.meta.url)('graphql') as typeof GraphQL;

const schema = buildSchema(`
  type Item { id: ID! name: String! price: Int! tags: [String!]! owner: Owner! }
  type Owner { id: ID! name: String! }
  type Page { items: [Item!]! next: String }
  type Query { page: Page! item: Item }
`);

/** The fields `document` asks of the page's items, as the page's resolver sees them. */
async function itemFieldsOf(document: string, variableValues: Record<string, unknown> = {}) {
  let seen: Set<string> | undefined;
  const result = await graphql({
    schema,
    source: document,
    variableValues,
    rootValue: {
      page: (_args: unknown, _context: unknown, info: GraphQL.GraphQLResolveInfo) => {
        seen = requestedFieldsAt(info, ['items']);
        return { items: [] };
      },
    },
  });
  expect(result.errors).toBeUndefined();
  return [...seen!].sort();
}

describe('requestedFieldsAt', () => {
  it('reads plain fields, not those beside or below them', async () => {
    expect(await itemFieldsOf('{ page { next items { id name owner { name } } } }')).toEqual([
      'id',
      'name',
      'owner',
    ]);
  });

  it('follows fragments and inline fragments, and merges aliases into field names', async () => {
    expect(
      await itemFieldsOf(`
        query { page { items { ...Card ... on Item { tags } cost: price } } }
        fragment Card on Item { id label: name }
      `),
    ).toEqual(['id', 'name', 'price', 'tags']);
  });

  it('leaves out what @skip and @include leave out, with the variables of the request', async () => {
    const document = `query ($more: Boolean!) {
      page { items { id name @include(if: $more) price @skip(if: $more) } } }`;
    expect(await itemFieldsOf(document, { more: true })).toEqual(['id', 'name']);
    expect(await itemFieldsOf(document, { more: false })).toEqual(['id', 'price']);
  });

  it('merges every selection of the path, aliased or not', async () => {
    expect(await itemFieldsOf('{ page { items { id } more: items { price } } }')).toEqual([
      'id',
      'price',
    ]);
  });

  it('answers nothing when the path is not asked for or is not an object', async () => {
    expect(await itemFieldsOf('{ page { next } }')).toEqual([]);
    let seen: Set<string> | undefined;
    await graphql({
      schema,
      source: '{ page { next } }',
      rootValue: {
        page: (_a: unknown, _c: unknown, info: GraphQL.GraphQLResolveInfo) => {
          seen = requestedFieldsAt(info, ['next', 'id']);
          return { next: null };
        },
      },
    });
    expect([...seen!]).toEqual([]);
  });
});
