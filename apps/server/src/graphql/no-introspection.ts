import { GraphQLError, type ValidationRule } from 'graphql';

/**
 * Refuses `__schema` and `__type` (introspection) while `__typename` stays allowed. graphql-js
 * has NoSchemaIntrospectionCustomRule, but it recognises introspection types by identity, and
 * Mercurius validates with graphql's CommonJS build while this code imports the ESM one: the
 * types never match and the rule lets everything through. Field names have no such problem.
 */
export const noIntrospectionRule: ValidationRule = (context) => ({
  Field(node) {
    if (node.name.value === '__schema' || node.name.value === '__type') {
      context.reportError(
        new GraphQLError(
          `GraphQL introspection has been disabled, but the requested query contained the field "${node.name.value}".`,
          { nodes: node },
        ),
      );
    }
  },
});
