import type { DeveloperProfileResolvers } from './../../../graphql/generated/types.generated.js';

// The preferences come with the profile's row (developers/developer-profile-view.ts), which
// whoever may read the profile has already been allowed to.
export const DeveloperProfile: Pick<DeveloperProfileResolvers, 'preferences'> = {};
