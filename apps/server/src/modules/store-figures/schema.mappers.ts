import type { AnalyticsRange } from '@vmu/domain';

/** The checked range: each field of the store figures reads its own figures over it. */
export type StoreFiguresMapper = AnalyticsRange;
