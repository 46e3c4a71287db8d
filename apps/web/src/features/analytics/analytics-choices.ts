import * as z from 'zod/mini';
import {
  ANALYTICS_GROUPINGS,
  ANALYTICS_PRESETS,
  AnalyticsRangeSchema,
  daysIn,
  presetRange,
  utcDayOf,
  type AnalyticsGrouping,
  type AnalyticsPreset,
  type AnalyticsRange,
} from '@vmu/domain';

// The screen's choices live in the URL (?range=30d&grouping=DAY&app=<id>&from=&to=), so a
// reload or a shared link shows the same figures. What is missing or unknown there falls back
// to the last 30 days of all apps; a custom range is kept as typed and checked, never sent
// when wrong.

export type RangeChoice = AnalyticsPreset | 'custom';
export const DEFAULT_RANGE_CHOICE: AnalyticsPreset = '30d';
export const CUSTOM_RANGE_LABEL = 'Custom';

export const GROUPING_LABELS: Record<AnalyticsGrouping, string> = {
  DAY: 'Day',
  WEEK: 'Week',
  MONTH: 'Month',
};

/** Today as the events count days: the UTC day. */
export const todayUtc = () => utcDayOf();

export interface AnalyticsChoices {
  range: RangeChoice;
  /** The days as shown in the From and To fields (a preset's computed ones). */
  from: string;
  to: string;
  grouping: AnalyticsGrouping;
  /** One app, or null for all of them. */
  appId: string | null;
  /** The range to ask for, or null while the custom dates are wrong. */
  valid: AnalyticsRange | null;
  /** The custom dates' messages, by field. */
  errors: { from?: string; to?: string };
}

const isPreset = (value: string | null): value is AnalyticsPreset =>
  (ANALYTICS_PRESETS as readonly (string | null)[]).includes(value);
const isGrouping = (value: string | null): value is AnalyticsGrouping =>
  (ANALYTICS_GROUPINGS as readonly (string | null)[]).includes(value);

/** The grouping a custom range reads best in, as the presets choose theirs. */
export function defaultGroupingOf(from: string, to: string): AnalyticsGrouping {
  const days = from <= to ? daysIn(from, to) : 0;
  return days <= 31 ? 'DAY' : days <= 184 ? 'WEEK' : 'MONTH';
}

export function choicesOf(params: URLSearchParams, today: string): AnalyticsChoices {
  const rangeParam = params.get('range');
  const groupingParam = params.get('grouping');
  const appId = params.get('app') || null;
  if (rangeParam === 'custom') {
    const fallback = presetRange(DEFAULT_RANGE_CHOICE, today);
    const from = params.get('from') ?? fallback.from;
    const to = params.get('to') ?? fallback.to;
    const grouping = isGrouping(groupingParam) ? groupingParam : defaultGroupingOf(from, to);
    const result = z.safeParse(AnalyticsRangeSchema, { from, to, grouping });
    const errors: AnalyticsChoices['errors'] = {};
    if (!result.success) {
      for (const issue of result.error.issues) {
        const field = issue.path[0] === 'to' ? 'to' : 'from';
        errors[field] ??= issue.message;
      }
    }
    return {
      range: 'custom',
      from,
      to,
      grouping,
      appId,
      valid: result.success ? result.data : null,
      errors,
    };
  }
  const range = isPreset(rangeParam) ? rangeParam : DEFAULT_RANGE_CHOICE;
  const preset = presetRange(range, today);
  const grouping = isGrouping(groupingParam) ? groupingParam : preset.grouping;
  return { range, ...preset, grouping, appId, valid: { ...preset, grouping }, errors: {} };
}

/** The URL's parameters for `choices`: a preset's days are not written, they follow today. */
export function paramsOf(
  choices: Pick<AnalyticsChoices, 'range' | 'from' | 'to' | 'grouping' | 'appId'>,
): URLSearchParams {
  const params = new URLSearchParams({ range: choices.range, grouping: choices.grouping });
  if (choices.appId) params.set('app', choices.appId);
  if (choices.range === 'custom') {
    params.set('from', choices.from);
    params.set('to', choices.to);
  }
  return params;
}

/** A new range choice: its own grouping (a preset's, or the shown days' for Custom). */
export function withRange(choices: AnalyticsChoices, range: RangeChoice, today: string) {
  if (range === 'custom') {
    return { ...choices, range, grouping: defaultGroupingOf(choices.from, choices.to) };
  }
  return { ...choices, range, ...presetRange(range, today) };
}
