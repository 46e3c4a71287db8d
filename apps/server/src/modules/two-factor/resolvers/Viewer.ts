import type { ViewerResolvers } from './../../../graphql/generated/types.generated.js';

// The viewer carries both under their own names (resolveViewer, withStaffTwoFactorCheck).
export const Viewer: Pick<ViewerResolvers, 'twoFactorEnabled' | 'twoFactorSetupRequired'> = {};
