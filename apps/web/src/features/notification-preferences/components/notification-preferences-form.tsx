import { useMemo, useState } from 'react';
import { Controller } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  CURRENCIES,
  knownTimezones,
  NotificationPreferencesSchema,
  type NotificationPreferences,
  type NotificationPreferencesInput,
} from '@vmu/domain';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { SearchableSelect } from '@/components/ui/searchable-select';
import { Spinner } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import { serverMessageOf } from '@/lib/server-message';
import { toast } from '@/lib/toast';
import { useFormWithErrorFocus } from '@/lib/use-form-with-error-focus';
import { useUpdateNotificationPreferences } from '../api/update-notification-preferences';

export const PREFERENCES_SAVED = 'Your preferences are saved.';
export const PREFERENCES_NOT_SAVED = 'Your preferences could not be saved. Please try again.';

const SWITCHES = [
  {
    name: 'emailNotifications',
    label: 'Email notifications',
    description:
      'Review outcomes, messages from our review team and other news about your apps. Emails about your account’s security and your money (sign-in codes, payouts, suspensions) are always sent.',
  },
  {
    name: 'marketingEmails',
    label: 'Marketing emails',
    description:
      'News about VMU Pro and offers for developers. We send none today; this keeps your choice for when we do.',
  },
] as const;

const CURRENCY_NAMES: Record<(typeof CURRENCIES)[number], string> = {
  USD: 'US dollar (USD)',
  EUR: 'Euro (EUR)',
  GBP: 'Pound sterling (GBP)',
};

/** 'America/Argentina/Buenos_Aires' reads 'America / Argentina / Buenos Aires'. */
const zoneLabel = (zone: string) => zone.replaceAll('_', ' ').replaceAll('/', ' / ');

export function NotificationPreferencesForm({
  preferences,
}: {
  preferences: NotificationPreferences;
}) {
  const update = useUpdateNotificationPreferences();
  const [failure, setFailure] = useState<string | null>(null);
  const { form, formRef } = useFormWithErrorFocus<
    NotificationPreferencesInput,
    unknown,
    NotificationPreferences
  >({
    resolver: zodResolver(NotificationPreferencesSchema),
    defaultValues: preferences,
  });
  const { errors, isSubmitting } = form.formState;
  // The saved zone stays choosable even if this browser lists it under another name.
  const zoneOptions = useMemo(() => {
    const zones = knownTimezones();
    const listed = zones.includes(preferences.timezone) ? zones : [preferences.timezone, ...zones];
    return listed.map((zone) => ({ value: zone, label: zoneLabel(zone) }));
  }, [preferences.timezone]);

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      form.reset(await update.mutateAsync(values));
      toast.success(PREFERENCES_SAVED);
    } catch (error) {
      const message = serverMessageOf(error);
      if (message === undefined) console.error(PREFERENCES_NOT_SAVED, error);
      setFailure(message ?? PREFERENCES_NOT_SAVED);
    }
  });

  return (
    <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate className="grid gap-6">
      <div className="grid gap-4">
        {SWITCHES.map((choice) => (
          <div key={choice.name} className="flex items-start justify-between gap-4">
            <div className="grid gap-1">
              <label
                htmlFor={`preferences-${choice.name}`}
                className="cursor-pointer text-sm font-medium"
              >
                {choice.label}
              </label>
              <p
                id={`preferences-${choice.name}-description`}
                className="text-sm text-muted-foreground"
              >
                {choice.description}
              </p>
            </div>
            <Controller
              control={form.control}
              name={choice.name}
              render={({ field }) => (
                <Switch
                  id={`preferences-${choice.name}`}
                  ref={field.ref}
                  checked={field.value}
                  onCheckedChange={field.onChange}
                  onBlur={field.onBlur}
                  aria-describedby={`preferences-${choice.name}-description`}
                  className="mt-0.5"
                />
              )}
            />
          </div>
        ))}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="preferences-currency"
          label="Currency"
          description="Your preferred currency. Sales and payouts stay in the currency each app was sold in; nothing is converted."
          error={errors.currency?.message}
        >
          {(control) => (
            <NativeSelect {...control} {...form.register('currency')}>
              {CURRENCIES.map((currency) => (
                <option key={currency} value={currency}>
                  {CURRENCY_NAMES[currency]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField
          id="preferences-timezone"
          label="Time zone"
          description="Where you are. The portal shows dates in UTC, the time its months and payouts are counted in."
          error={errors.timezone?.message}
        >
          {(control) => (
            <Controller
              control={form.control}
              name="timezone"
              render={({ field }) => (
                <SearchableSelect
                  {...control}
                  ref={field.ref}
                  options={zoneOptions}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  placeholder="Search for a city or region"
                  emptyText="No time zone matches"
                  listLabel="Time zones"
                />
              )}
            />
          )}
        </FormField>
      </div>
      {failure ? (
        <Alert variant="destructive" role="alert">
          {failure}
        </Alert>
      ) : null}
      <div>
        <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
          {isSubmitting ? <Spinner /> : null}
          Save preferences
        </Button>
      </div>
    </form>
  );
}
