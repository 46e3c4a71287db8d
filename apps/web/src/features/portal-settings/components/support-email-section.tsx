import { useId, useState } from 'react';
import * as z from 'zod/mini';
import { SUPPORT_EMAIL_MAX_LENGTH, SupportEmailSettingSchema } from '@vmu/domain';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { serverMessageOf } from '@/lib/server-message';
import { toast } from '@/lib/toast';
import type { PortalSettings } from '../api/get-portal-settings';
import { useUpdateSupportEmail } from '../api/update-support-email';
import { SAVE_FAILED, SUPPORT_EMAIL_SAVED } from '../settings-texts';
import { SettingsCard } from './settings-card';

/** The support address the contact page, rejected developers and review mails are given. */
export function SupportEmailSection({ settings }: { settings: PortalSettings }) {
  const fieldId = useId();
  const [value, setValue] = useState(settings.supportEmail ?? '');
  const [error, setError] = useState<string | undefined>();
  const update = useUpdateSupportEmail();

  function save(event: React.FormEvent) {
    event.preventDefault();
    const parsed = z.safeParse(SupportEmailSettingSchema, value);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      document.getElementById(fieldId)?.focus();
      return;
    }
    setError(undefined);
    update.mutate(value, {
      onSuccess: (saved) => {
        setValue(saved.supportEmail ?? '');
        toast.success(SUPPORT_EMAIL_SAVED);
      },
      onError: (failure) => setError(serverMessageOf(failure) ?? SAVE_FAILED),
    });
  }

  return (
    <SettingsCard
      id="support-email-heading"
      title="Support address"
      description="Where developers write to staff: shown on the contact page and to rejected developers, and the reply address of review mails."
    >
      <form onSubmit={save} noValidate className="grid gap-4 sm:max-w-xl">
        <FormField
          id={fieldId}
          label="Support address"
          error={error}
          description={
            settings.supportEmail
              ? `Leave it blank to use the server's own address instead.`
              : `Not set: the server's own address, ${settings.effectiveSupportEmail}, is used.`
          }
        >
          {(control) => (
            <Input
              {...control}
              type="email"
              autoComplete="off"
              maxLength={SUPPORT_EMAIL_MAX_LENGTH}
              placeholder={settings.effectiveSupportEmail}
              value={value}
              onChange={(event) => setValue(event.target.value)}
              disabled={update.isPending}
            />
          )}
        </FormField>
        <div>
          <Button
            type="submit"
            disabled={update.isPending}
            aria-busy={update.isPending || undefined}
          >
            {update.isPending ? <Spinner /> : null}
            Save address
          </Button>
        </div>
      </form>
    </SettingsCard>
  );
}
