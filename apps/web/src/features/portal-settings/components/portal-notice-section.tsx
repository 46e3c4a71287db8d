import { useId, useState } from 'react';
import * as z from 'zod/mini';
import {
  isNoticeShowing,
  noticeEndsInTheFuture,
  PORTAL_NOTICE_ALREADY_ENDED,
  PORTAL_NOTICE_MAX_LENGTH,
  PortalNoticeSchema,
} from '@vmu/domain';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { formatDateTime } from '@/lib/format';
import { serverMessageOf } from '@/lib/server-message';
import { toast } from '@/lib/toast';
import type { PortalSettings } from '../api/get-portal-settings';
import { useUpdatePortalNotice } from '../api/update-portal-notice';
import { fromLocalInput, localTimeZone, toLocalInput } from '../notice-times';
import { NOTICE_SAVED, NOTICE_TAKEN_DOWN, SAVE_FAILED } from '../settings-texts';
import { SettingsCard } from './settings-card';

type NoticeField = 'message' | 'startsAt' | 'endsAt';
type Errors = Partial<Record<NoticeField | 'form', string>>;

/** Where the notice stands now, in words. */
function noticeStatus(notice: PortalSettings['notice'], now: Date): string {
  if (!notice) return 'No notice is shown.';
  const times = {
    startsAt: new Date(notice.startsAt),
    endsAt: notice.endsAt ? new Date(notice.endsAt) : null,
  };
  const until = notice.endsAt ? `until ${formatDateTime(notice.endsAt)}` : 'until you take it down';
  if (isNoticeShowing(times, now)) return `Shown now, ${until}.`;
  if (now < times.startsAt)
    return `Scheduled: shown from ${formatDateTime(notice.startsAt)} ${until}.`;
  return `Ended ${formatDateTime(notice.endsAt ?? notice.startsAt)}: no longer shown.`;
}

/**
 * A notice on every page of the portal, signed in or not, from its start until its end; left
 * without an end, until staff take it down (decision 0058).
 */
export function PortalNoticeSection({ settings }: { settings: PortalSettings }) {
  const ids = { message: useId(), startsAt: useId(), endsAt: useId() };
  const notice = settings.notice;
  const [message, setMessage] = useState(notice?.message ?? '');
  const [startsAt, setStartsAt] = useState(notice ? toLocalInput(notice.startsAt) : '');
  const [endsAt, setEndsAt] = useState(notice?.endsAt ? toLocalInput(notice.endsAt) : '');
  const [errors, setErrors] = useState<Errors>({});
  const update = useUpdatePortalNotice();

  function refuse(next: Errors) {
    setErrors(next);
    const first = (['message', 'startsAt', 'endsAt'] as const).find((field) => next[field]);
    if (first) document.getElementById(ids[first])?.focus();
  }

  function save(event: React.FormEvent) {
    event.preventDefault();
    const parsed = z.safeParse(PortalNoticeSchema, {
      message,
      startsAt: fromLocalInput(startsAt),
      // An empty end: the notice shows until staff take it down.
      endsAt: endsAt.trim() === '' ? null : fromLocalInput(endsAt),
    });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as NoticeField;
        next[field] ??= issue.message;
      }
      refuse(next);
      return;
    }
    if (!noticeEndsInTheFuture(parsed.data, new Date())) {
      refuse({ endsAt: PORTAL_NOTICE_ALREADY_ENDED });
      return;
    }
    setErrors({});
    update.mutate(
      {
        message: parsed.data.message,
        startsAt: parsed.data.startsAt.toISOString(),
        endsAt: parsed.data.endsAt?.toISOString() ?? null,
      },
      {
        onSuccess: () => toast.success(NOTICE_SAVED),
        onError: (failure) => setErrors({ form: serverMessageOf(failure) ?? SAVE_FAILED }),
      },
    );
  }

  function takeDown() {
    update.mutate(null, {
      onSuccess: () => {
        setMessage('');
        setStartsAt('');
        setEndsAt('');
        setErrors({});
        toast.success(NOTICE_TAKEN_DOWN);
      },
      onError: (failure) => setErrors({ form: serverMessageOf(failure) ?? SAVE_FAILED }),
    });
  }

  return (
    <SettingsCard
      id="portal-notice-heading"
      title="Notice on the portal's pages"
      description="A short message every page shows, signed in or not, from its start until its end (or, without an end, until you take it down): planned maintenance, longer review times."
    >
      <p role="status" className="mb-4 text-sm font-medium">
        {noticeStatus(notice, new Date())}
      </p>
      <form onSubmit={save} noValidate className="grid gap-4 sm:max-w-xl">
        <FormField
          id={ids.message}
          label="Notice text"
          error={errors.message}
          limit={{ value: message, max: PORTAL_NOTICE_MAX_LENGTH, always: true }}
        >
          {(control) => (
            <Textarea
              {...control}
              rows={3}
              value={message}
              onChange={(event) => setMessage(event.target.value)}
              disabled={update.isPending}
            />
          )}
        </FormField>
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <FormField
            id={ids.startsAt}
            label="Starts"
            error={errors.startsAt}
            description={`In your time zone, ${localTimeZone()}`}
          >
            {(control) => (
              <Input
                {...control}
                type="datetime-local"
                value={startsAt}
                onChange={(event) => setStartsAt(event.target.value)}
                disabled={update.isPending}
              />
            )}
          </FormField>
          <FormField
            id={ids.endsAt}
            label="Ends"
            error={errors.endsAt}
            description={`In your time zone, ${localTimeZone()}. Empty: until you take it down.`}
          >
            {(control) => (
              <Input
                {...control}
                type="datetime-local"
                value={endsAt}
                onChange={(event) => setEndsAt(event.target.value)}
                disabled={update.isPending}
              />
            )}
          </FormField>
        </div>
        {errors.form ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {errors.form}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button
            type="submit"
            disabled={update.isPending}
            aria-busy={update.isPending || undefined}
          >
            {update.isPending ? <Spinner /> : null}
            Save notice
          </Button>
          {notice ? (
            <Button type="button" variant="outline" onClick={takeDown} disabled={update.isPending}>
              Take down notice
            </Button>
          ) : null}
        </div>
      </form>
    </SettingsCard>
  );
}
