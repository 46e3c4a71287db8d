import { useId } from 'react';
import {
  ANALYTICS_GROUPINGS,
  ANALYTICS_PRESET_LABELS,
  ANALYTICS_PRESETS,
  type AnalyticsGrouping,
} from '@vmu/domain';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import {
  CUSTOM_RANGE_LABEL,
  GROUPING_LABELS,
  type AnalyticsChoices,
  type RangeChoice,
} from '../analytics-choices';
import type { AnalyticsApp } from '../api/list-analytics-apps';

// 44 px high: a comfortable touch target on a phone.
export const SELECT_CLASS_NAME =
  'h-11 w-full rounded-md border border-muted-foreground/50 bg-background px-3 text-base focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring sm:text-sm';

const RANGE_OPTIONS: { value: RangeChoice; label: string }[] = [
  ...ANALYTICS_PRESETS.map((preset) => ({ value: preset, label: ANALYTICS_PRESET_LABELS[preset] })),
  { value: 'custom', label: CUSTOM_RANGE_LABEL },
];

export const ALL_APPS = 'All apps';
/** An app in the URL that is not (yet) among the listed ones: still the chosen value. */
const CHOSEN_APP = 'Chosen app';

interface AnalyticsControlsProps {
  choices: AnalyticsChoices;
  /** The app select: a developer's apps; absent for the whole store's figures. */
  app?: { apps: readonly AnalyticsApp[]; onChange: (appId: string | null) => void };
  onRangeChange: (range: RangeChoice) => void;
  onDatesChange: (dates: { from: string; to: string }) => void;
  onGroupingChange: (grouping: AnalyticsGrouping) => void;
}

/** What the figures are of: which app (a developer's), over which days, grouped how. */
export function AnalyticsControls({
  choices,
  app,
  onRangeChange,
  onDatesChange,
  onGroupingChange,
}: AnalyticsControlsProps) {
  const id = useId();
  return (
    <div
      role="group"
      aria-label="What to show"
      className="grid gap-4 rounded-xl border border-border bg-muted/60 p-4 sm:grid-cols-2 sm:p-5 lg:grid-cols-3"
    >
      {app ? (
        <div className="grid gap-2">
          <Label htmlFor={`${id}-app`}>App</Label>
          <select
            id={`${id}-app`}
            value={choices.appId ?? ''}
            onChange={(event) => app.onChange(event.target.value || null)}
            className={SELECT_CLASS_NAME}
          >
            <option value="">{ALL_APPS}</option>
            {!choices.appId || app.apps.some((each) => each.appId === choices.appId) ? null : (
              <option value={choices.appId}>{CHOSEN_APP}</option>
            )}
            {app.apps.map((each) => (
              <option key={each.appId} value={each.appId}>
                {each.appName}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div className="grid gap-2">
        <Label htmlFor={`${id}-range`}>Range</Label>
        <select
          id={`${id}-range`}
          value={choices.range}
          // The options are exactly RANGE_OPTIONS, so the value is one of them.
          onChange={(event) => onRangeChange(event.target.value as RangeChoice)}
          className={SELECT_CLASS_NAME}
        >
          {RANGE_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-grouping`}>Group by</Label>
        <select
          id={`${id}-grouping`}
          value={choices.grouping}
          onChange={(event) => onGroupingChange(event.target.value as AnalyticsGrouping)}
          className={SELECT_CLASS_NAME}
        >
          {ANALYTICS_GROUPINGS.map((grouping) => (
            <option key={grouping} value={grouping}>
              {GROUPING_LABELS[grouping]}
            </option>
          ))}
        </select>
      </div>
      {choices.range === 'custom' ? (
        <>
          <FormField id={`${id}-from`} label="From" error={choices.errors.from}>
            {(control) => (
              <Input
                {...control}
                type="date"
                value={choices.from}
                onChange={(event) => onDatesChange({ from: event.target.value, to: choices.to })}
                className="h-11"
              />
            )}
          </FormField>
          <FormField id={`${id}-to`} label="To" error={choices.errors.to}>
            {(control) => (
              <Input
                {...control}
                type="date"
                value={choices.to}
                onChange={(event) => onDatesChange({ from: choices.from, to: event.target.value })}
                className="h-11"
              />
            )}
          </FormField>
        </>
      ) : null}
    </div>
  );
}
