import { TwoFactorStatusQuery } from '@/features/two-factor/api/get-two-factor-status';
import type { TwoFactorStatusQuery as TwoFactorStatusResult } from '@/lib/graphql/graphql';
import { answer } from './graphql';

export type TwoFactorStatus = TwoFactorStatusResult['twoFactorStatus'];

/** Off, with a password to turn it on with, not required: a developer's usual state. */
export const TWO_FACTOR_OFF: TwoFactorStatus = {
  enabled: false,
  passwordSet: true,
  requiredForStaff: false,
};

/** The server answers the profile's two-factor status with each of `answers` in turn, then the last. */
export function serveTwoFactorStatus(...answers: TwoFactorStatus[]): void {
  const shown = answers.length > 0 ? answers : [TWO_FACTOR_OFF];
  let call = 0;
  answer(TwoFactorStatusQuery, () => {
    call += 1;
    return { twoFactorStatus: shown[Math.min(call, shown.length) - 1]! };
  });
}
