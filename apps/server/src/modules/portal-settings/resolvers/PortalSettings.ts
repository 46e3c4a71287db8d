import type { PortalSettingsResolvers } from './../../../graphql/generated/types.generated.js';

export const PortalSettings: PortalSettingsResolvers = {};
