import type { DashboardFigureResolvers } from './../../../graphql/generated/types.generated.js';
export const DashboardFigure: DashboardFigureResolvers = {
  /* Implement DashboardFigure resolver logic here */
};
