import type { MailKind } from '@vmu/domain';
import { greeting, renderMail, type Paragraph } from './mail-layout';
import type { MailMessage } from './mailer';
import type { ReviewMailInput } from './developer-review-mails';

// What a developer hears after staff act on one of their apps (decision 0014): approve, reject
// (with the reason), suspend (with the reason when one was given) and restore; and on an update of
// a published app (decision 0034), its approval or rejection. Replies go to support.

export type AppReviewMailAction =
  'approve' | 'reject' | 'suspend' | 'restore' | 'approveUpdate' | 'rejectUpdate';

export type AppReviewMailInput = ReviewMailInput & {
  appId: string;
  appName: string;
  /** The rejection reason (required to reject) or the suspension reason (optional). */
  reason: string | null;
  /** The version an update decision is about. */
  version?: string;
};

export const appReviewMailSubject = (
  action: AppReviewMailAction,
  appName: string,
  version = '',
): string =>
  ({
    approve: `"${appName}" is approved and live on the VMU Pro store`,
    reject: `"${appName}" was not approved`,
    suspend: `"${appName}" has been suspended from the VMU Pro store`,
    restore: `"${appName}" is back on the VMU Pro store`,
    approveUpdate: `Version ${version} of "${appName}" is approved and live`,
    rejectUpdate: `Version ${version} of "${appName}" was not approved`,
  })[action];

function bodyOf(action: AppReviewMailAction, input: AppReviewMailInput): Paragraph[] {
  const myApps: Paragraph = { link: `${input.publicUrl}/apps`, label: 'Open My Apps' };
  const reason = (label: string): Paragraph[] =>
    input.reason ? [{ text: label }, { quote: input.reason }] : [];
  switch (action) {
    case 'approve':
      return [
        {
          text: `Good news: our review team approved "${input.appName}". It is now published and visible on the VMU Pro store.`,
        },
        myApps,
      ];
    case 'reject':
      return [
        {
          text: `Thank you for submitting "${input.appName}". Our review team could not approve it yet.`,
        },
        ...reason('Reason given by our review team:'),
        {
          text: 'Fix what the reason describes, then submit the app for review again from its edit page.',
        },
        {
          link: `${input.publicUrl}/apps/create?edit=${encodeURIComponent(input.appId)}`,
          label: 'Edit your app',
        },
      ];
    case 'suspend':
      return [
        {
          text: `Our review team has suspended "${input.appName}". It is no longer visible on the VMU Pro store.`,
        },
        ...reason('Reason given by our review team:'),
        {
          text: 'If you believe this is a mistake, or once you have fixed the problem, reply to this email.',
        },
        myApps,
      ];
    case 'approveUpdate':
      return [
        {
          text: `Good news: our review team approved version ${input.version} of "${input.appName}". It is now the version the VMU Pro store serves.`,
        },
        myApps,
      ];
    case 'rejectUpdate':
      return [
        {
          text: `Thank you for submitting version ${input.version} of "${input.appName}". Our review team could not approve it yet; the live version stays on the store.`,
        },
        ...reason('Reason given by our review team:'),
        {
          text: 'Fix what the reason describes, then submit the update again, or answer the reviewer, from its version history.',
        },
        {
          link: `${input.publicUrl}/apps/${encodeURIComponent(input.appId)}/versions`,
          label: 'Open the version history',
        },
      ];
    case 'restore':
      return [
        {
          text: `Our review team has restored "${input.appName}". It is published and visible on the VMU Pro store again.`,
        },
        myApps,
      ];
  }
}

const MAIL_KIND_OF: Record<AppReviewMailAction, MailKind> = {
  approve: 'app-approved',
  reject: 'app-rejected',
  suspend: 'app-suspended',
  restore: 'app-restored',
  approveUpdate: 'app-update-approved',
  rejectUpdate: 'app-update-rejected',
};

export function appReviewMail(action: AppReviewMailAction, input: AppReviewMailInput): MailMessage {
  return {
    kind: MAIL_KIND_OF[action],
    to: input.to,
    subject: appReviewMailSubject(action, input.appName, input.version),
    replyTo: input.supportEmail,
    ...renderMail([
      { text: greeting(input.name) },
      ...bodyOf(action, input),
      { text: `Questions? Reply to this email or write to ${input.supportEmail}.` },
    ]),
  };
}
