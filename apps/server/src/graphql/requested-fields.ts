import type {
  GraphQLNamedType,
  GraphQLObjectType,
  GraphQLOutputType,
  GraphQLResolveInfo,
} from 'graphql';
import { collectSubFields } from '@graphql-tools/utils';

// What a request's document asks of a field's answer, for resolvers that read no more than that
// (a list of apps reads only the columns its items show: modules/apps/application-columns.ts).
//
// Types are told apart by their shape and tag, not with graphql's isObjectType/getNamedType:
// those check `instanceof` against their own copy of graphql, and under Vitest this module gets
// the ES build while Mercurius' schema comes from the CommonJS one.

type FieldNode = GraphQLResolveInfo['fieldNodes'][number];

const namedTypeOf = (type: GraphQLOutputType): GraphQLNamedType => {
  let named: GraphQLOutputType = type;
  while ('ofType' in named) named = named.ofType;
  return named;
};

const asObjectType = (type: GraphQLNamedType): GraphQLObjectType | undefined =>
  type[Symbol.toStringTag] === 'GraphQLObjectType' ? (type as GraphQLObjectType) : undefined;

/**
 * The fields the request asks of the objects under `path` of the field being resolved (for a
 * page, ['items']), through fragments, aliases and @include/@skip, as graphql-js collects them.
 */
export function requestedFieldsAt(info: GraphQLResolveInfo, path: readonly string[]): Set<string> {
  let nodes = info.fieldNodes;
  let type = asObjectType(namedTypeOf(info.returnType));
  for (const step of path) {
    const next = type && collectedFields(info, type, nodes).get(step);
    const field = type?.getFields()[step];
    if (!next || !field) return new Set();
    nodes = next;
    type = asObjectType(namedTypeOf(field.type));
  }
  return new Set(type ? collectedFields(info, type, nodes).keys() : []);
}

/** The subfields of `nodes` by field name (aliases merged). */
function collectedFields(
  info: GraphQLResolveInfo,
  type: GraphQLObjectType,
  nodes: GraphQLResolveInfo['fieldNodes'],
) {
  const { fields, patches } = collectSubFields(
    info.schema,
    info.fragments,
    info.variableValues,
    type,
    [...nodes],
  );
  const byName = new Map<string, FieldNode[]>();
  for (const collected of [fields, ...patches.map((patch) => patch.fields)]) {
    for (const fieldNodes of collected.values()) {
      for (const node of fieldNodes) {
        const name = node.name.value;
        byName.set(name, [...(byName.get(name) ?? []), node]);
      }
    }
  }
  return byName;
}
