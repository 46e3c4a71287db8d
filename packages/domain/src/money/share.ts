import { REVENUE_SHARE } from '../limits';
import type { MinorUnits } from '../payments/revenue';

// How the 75/25 split of net revenue rounds (decision 0057). 75% of an amount in minor units
// ends in .00, .25, .50 or .75 of a minor unit. Rounding toward zero on every sale gave the
// platform every fraction (3.375 became 3.37; statements 0.02 to 0.14 below a flat 75%).
//
// - One sale's share (the ledger's row): the exact share rounded half to even, so .25 goes to
//   the platform, .75 to the developer and .50 to whichever makes the share even. The rounding
//   is symmetric (the share of -n is minus the share of n), so a refund reverses its sale.
// - A statement's share: the developer's share of everything they have earned so far in the
//   currency, rounded once, less what their earlier statements gave them. Each statement so
//   carries the fraction the one before left, and the developer's total stays within half a
//   minor unit of exactly 75% of their total net, however many sales and whatever their prices
//   (per-sale rounding alone drifts: 4.50 always rounds the same way).

const DEVELOPER_PERCENT = BigInt(REVENUE_SHARE.developerPercent);

/** amount / divisor rounded to the nearest whole, a half to the even one; divisor > 0. */
export function divideRoundingHalfToEven(amount: bigint, divisor: bigint): bigint {
  if (divisor <= 0n) throw new RangeError('the divisor must be positive');
  const negative = amount < 0n;
  const magnitude = negative ? -amount : amount;
  const quotient = magnitude / divisor;
  const twiceRemainder = (magnitude % divisor) * 2n;
  const roundsUp = twiceRemainder > divisor || (twiceRemainder === divisor && quotient % 2n === 1n);
  const rounded = roundsUp ? quotient + 1n : quotient;
  return negative ? -rounded : rounded;
}

/** The developer's 75% of `net`, rounded half to even: 337.5 minor units give 338, 337.25 give 337. */
export function developerShareOfNet(net: MinorUnits): MinorUnits {
  return divideRoundingHalfToEven(net * DEVELOPER_PERCENT, 100n);
}

/**
 * A statement's developer share: the share of the currency's whole net so far (the earlier
 * statements' net and this one's), less the shares the earlier statements gave. The remainder
 * of each statement's rounding is carried into the next by construction.
 */
export function statementDeveloperShare(input: {
  /** The sum of net of the developer's earlier statements in the currency. */
  netBefore: MinorUnits;
  /** The sum of developer share of those statements. */
  shareBefore: MinorUnits;
  /** This statement's net. */
  net: MinorUnits;
}): MinorUnits {
  return developerShareOfNet(input.netBefore + input.net) - input.shareBefore;
}
