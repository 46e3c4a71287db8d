import { describe, expect, it } from 'vitest';
import { createReadinessRecord } from './readiness-record';

describe('the readiness record behind liveness', () => {
  it('fails liveness only once readiness has failed for the set time, and clears on success', () => {
    let clock = 1_000;
    const record = createReadinessRecord(60_000, () => clock);
    expect(record.livenessFailed()).toBe(false);
    expect(record.failing()).toBe(false);

    record.failed();
    expect(record.failing()).toBe(true);
    clock += 59_999;
    record.failed();
    expect(record.livenessFailed()).toBe(false);
    clock += 1;
    expect(record.livenessFailed()).toBe(true);

    record.succeeded();
    expect(record.livenessFailed()).toBe(false);
    expect(record.failing()).toBe(false);
    record.failed();
    expect(record.livenessFailed()).toBe(false);
  });

  it('fails liveness with the first failure when the set time is zero', () => {
    const record = createReadinessRecord(0, () => 5);
    record.failed();
    expect(record.livenessFailed()).toBe(true);
  });
});
