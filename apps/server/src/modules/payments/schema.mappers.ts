import type { DeveloperProfile } from '../../graphql/generated/types.generated';

/** Modules that return a profile leave stripeInfo out: it is resolved here from connected_account. */
export type DeveloperProfileMapper = Omit<DeveloperProfile, 'stripeInfo'>;
