import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES } from '@vmu/domain';
import { REVIEW_ACTIONS } from '../../db/schema/review';
import { REVIEW_ACTION_AUDIT_ACTIONS } from './services/list-audit-events';

// The domain's lists are the rule; the GraphQL enums must name the same values, so an action a
// module adds to the domain cannot be recorded and then fail to be shown.
const schema = readFileSync(new URL('./schema.graphql', import.meta.url), 'utf8');
const enumValues = (name: string) =>
  [
    ...(new RegExp(`enum ${name} \\{([^}]*)\\}`).exec(schema)?.[1] ?? '').matchAll(
      /^\s+([A-Z_]+)$/gm,
    ),
  ].map((match) => match[1]);

describe('the audit log contract', () => {
  it('has the domain actions and target types as its GraphQL enums', () => {
    expect(enumValues('AuditAction')).toEqual([...AUDIT_ACTIONS]);
    expect(enumValues('AuditTargetType')).toEqual([...AUDIT_TARGET_TYPES]);
  });
  it('names every app moderation action with one of its own', () => {
    const named = REVIEW_ACTIONS.map((action) => REVIEW_ACTION_AUDIT_ACTIONS[action]);
    expect(new Set(named).size).toBe(REVIEW_ACTIONS.length);
    for (const action of named) expect(AUDIT_ACTIONS).toContain(action);
  });
});
