import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import type { ValidationRule } from 'graphql';

// Limits sized for the portal's real queries with room to spare; anything beyond is abuse.
export const QUERY_LIMITS = {
  maxDepth: 8,
  maxAliases: 15,
  maxCost: 5000,
  /** Parser stops after this many tokens, before any validation work. */
  maxTokens: 2000,
  /** Request body bytes for POST /graphql. */
  maxBodyBytes: 64 * 1024,
} as const;

export const queryLimitRules: ValidationRule[] = [
  // Depth counts fields, not the fragments that group them: a fragment spread adds no work, and
  // counting it made the update form's query (fields 7 deep) 11 deep.
  maxDepthRule({ n: QUERY_LIMITS.maxDepth, ignoreIntrospection: true, flattenFragments: true }),
  maxAliasesRule({ n: QUERY_LIMITS.maxAliases }),
  costLimitRule({ maxCost: QUERY_LIMITS.maxCost, ignoreIntrospection: true }),
] as unknown as ValidationRule[];
