import { describe, expect, it } from 'vitest';
import { ANALYTICS_DAY_INVALID, ANALYTICS_RANGE_BACKWARDS, presetRange } from '@vmu/domain';
import { choicesOf, defaultGroupingOf, paramsOf, withRange } from './analytics-choices';

const TODAY = '2026-11-24';
const choices = (query: string) => choicesOf(new URLSearchParams(query), TODAY);

describe('analytics choices in the URL', () => {
  it('shows the last 30 days of all apps when the URL says nothing, or nonsense', () => {
    for (const query of ['', 'range=1y&grouping=YEAR&app=']) {
      expect(choices(query)).toEqual({
        range: '30d',
        ...presetRange('30d', TODAY),
        appId: null,
        valid: presetRange('30d', TODAY),
        errors: {},
      });
    }
  });

  it('takes a preset with its grouping, or the grouping the developer chose', () => {
    expect(choices('range=90d').valid).toEqual(presetRange('90d', TODAY));
    expect(choices('range=90d&grouping=MONTH&app=app-2')).toMatchObject({
      appId: 'app-2',
      valid: { ...presetRange('90d', TODAY), grouping: 'MONTH' },
    });
  });

  it('checks a custom range and never makes a wrong one valid', () => {
    expect(choices('range=custom&from=2026-01-01&to=2026-03-01').valid).toEqual({
      from: '2026-01-01',
      to: '2026-03-01',
      grouping: 'WEEK',
    });
    const backwards = choices('range=custom&from=2026-03-02&to=2026-03-01');
    expect(backwards.valid).toBeNull();
    expect(backwards.errors).toEqual({ from: ANALYTICS_RANGE_BACKWARDS });
    const unreal = choices('range=custom&from=2026-02-30&to=');
    expect(unreal.valid).toBeNull();
    expect(unreal.errors).toEqual({ from: ANALYTICS_DAY_INVALID, to: ANALYTICS_DAY_INVALID });
  });

  it('groups a custom range as the presets of its length do', () => {
    expect(defaultGroupingOf('2026-11-01', '2026-11-30')).toBe('DAY');
    expect(defaultGroupingOf('2026-08-27', '2026-11-24')).toBe('WEEK');
    expect(defaultGroupingOf('2025-12-01', '2026-11-24')).toBe('MONTH');
  });

  it('writes back what it reads; a preset follows today, a custom range keeps its days', () => {
    for (const query of [
      'range=7d&grouping=WEEK&app=app-1',
      'range=custom&grouping=DAY&from=2026-01-01&to=2026-01-31',
    ]) {
      expect(paramsOf(choices(query)).toString()).toBe(query);
    }
  });

  it('gives a new range its own grouping, Custom starting from the days shown', () => {
    const shown = choices('range=7d&grouping=MONTH');
    expect(withRange(shown, '12m', TODAY)).toMatchObject(presetRange('12m', TODAY));
    expect(withRange(shown, 'custom', TODAY)).toMatchObject({
      range: 'custom',
      ...presetRange('7d', TODAY),
    });
  });
});
