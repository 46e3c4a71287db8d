import type { DailyFiguresCheckResolvers } from './../../../graphql/generated/types.generated.js';

export const DailyFiguresCheck: DailyFiguresCheckResolvers = {};
