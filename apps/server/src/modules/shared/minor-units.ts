// Money is summed in the database as bigint minor units; GraphQL sends it as a number. These are
// the two ways it is sent, each refusing a figure it cannot carry exactly rather than sending a
// wrong one.

/**
 * A sum of money as GraphQL's Float of whole minor units: exact below 2^53 (a developer's month
 * or a store's year would have to pass 90 trillion euros to reach it).
 */
export function minorUnitsFloat(amount: bigint): number {
  const value = Number(amount);
  if (!Number.isSafeInteger(value)) throw new RangeError(`an amount out of range: ${amount}`);
  return value;
}

/**
 * One purchase's money as GraphQL's Int: a price is at most 999.99, far inside 32 bits; a larger
 * amount would be a broken row, and says so.
 */
export function minorUnitsInt(amount: bigint): number {
  const value = Number(amount);
  if (!Number.isSafeInteger(value) || Math.abs(value) > 2 ** 31 - 1) {
    throw new RangeError(`a ledger amount out of range: ${amount}`);
  }
  return value;
}
