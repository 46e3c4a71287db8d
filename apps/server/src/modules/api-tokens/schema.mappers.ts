import type { apiToken } from '../../db/schema/api-tokens';

/** An api_token row; GraphQL's ApiToken shows its listed fields, never the hash. */
export type ApiTokenMapper = typeof apiToken.$inferSelect;

/** A token just made, with its secret: the only moment the secret exists outside its owner. */
export type CreatedApiTokenMapper = { token: ApiTokenMapper; secret: string };
