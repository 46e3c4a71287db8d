import { PEGI_RATING_VALUES, type PegiRating } from '@vmu/domain';
import type { AgeRatingResolvers } from './../../../graphql/generated/types.generated.js';

const isPegiRating = (value: string | null): value is PegiRating =>
  (PEGI_RATING_VALUES as readonly (string | null)[]).includes(value);

export const AgeRating: AgeRatingResolvers = {
  pegi: ({ pegi }) => (isPegiRating(pegi) ? pegi : null),
  regional: ({ regional }) => regional,
};
