import type { PortalNoticeResolvers } from './../../../graphql/generated/types.generated.js';

export const PortalNotice: PortalNoticeResolvers = {};
