// Every mail the portal sends, by kind, and whether the developer's "Email notifications"
// preference may silence it (decision 0044). A mail is required when it is about the
// account's security (codes, sign-in, password, two-factor, email change, suspension) or money
// (payouts, purchases and refunds, payment setup, held payouts); every other mail (review
// outcomes, messages, news) is optional and is not delivered to a developer who turned email
// notifications off. Marketing emails: the portal sends none today; the choice is only stored
// (decision 0044). Each mail the server builds names its kind, so a new mail cannot be sent
// without being classified here.

export const MAIL_CATEGORIES = ['security', 'money', 'notification'] as const;
export type MailCategory = (typeof MAIL_CATEGORIES)[number];

export const MAIL_KINDS = {
  /** The sign-up or sign-in code confirming an email address. */
  'verification-code': 'security',
  /** The code that resets a forgotten password. */
  'password-reset-code': 'security',
  /** The code sent to a new address before it becomes the account's email. */
  'email-change-code': 'security',
  /** To the address an account left: its email was changed, and what to do if it was not the owner. */
  'email-changed': 'security',
  /** The code that confirms deleting one's own account (decision 0047). */
  'account-deletion-code': 'security',
  /** The account was deleted: sent to its old address, what went and what was kept. */
  'account-deleted': 'security',
  /** Staff suspended the account (with the reason and the apps taken off the store, decision 0048). */
  'account-suspended': 'security',
  /** Staff restored a suspended account (and which apps are back on the store). */
  'account-restored': 'security',
  /** Staff gave the account admin access (with the reason): a change of who may do what. */
  'admin-access-granted': 'security',
  /** Staff removed the account's admin access (with the reason). */
  'admin-access-removed': 'security',
  /** A verified seller's legal name or country changed: the account is back in review, payouts held. */
  'developer-account-back-in-review': 'money',
  /** Staff approved the developer account. */
  'developer-account-approved': 'notification',
  /** Staff did not approve the developer account (with the reason). */
  'developer-account-rejected': 'notification',
  /** Staff approved a new app: it is live. */
  'app-approved': 'notification',
  /** Staff did not approve a new app (with the reason). */
  'app-rejected': 'notification',
  /**
   * Staff took a live app off the store: it stops selling, and the store owes its developer the
   * reason for the restriction, so this one is required.
   */
  'app-suspended': 'money',
  /** Staff put a suspended app back on the store. */
  'app-restored': 'notification',
  /** Staff approved an update of a published app. */
  'app-update-approved': 'notification',
  /** Staff did not approve an update of a published app (with the reason). */
  'app-update-rejected': 'notification',
  /** A new message in a submission's conversation, to the developer or to the reviewer. */
  'review-message': 'notification',
} as const satisfies Record<string, MailCategory>;
export type MailKind = keyof typeof MAIL_KINDS;

/** The categories a developer cannot turn off. */
const REQUIRED_CATEGORIES: readonly MailCategory[] = ['security', 'money'];

/**
 * True when the mail is delivered whatever the recipient's preferences say. An unknown kind (a
 * job queued by an older or newer server) counts as required: a mail is never lost by mistake.
 */
export function isRequiredMail(kind: string | undefined): boolean {
  const category =
    kind && Object.hasOwn(MAIL_KINDS, kind) ? MAIL_KINDS[kind as MailKind] : undefined;
  return category === undefined || REQUIRED_CATEGORIES.includes(category);
}

/** Whether to deliver a mail of `kind` to a recipient with these preferences (none: deliver). */
export function deliversMail(
  kind: string | undefined,
  recipient: { emailNotifications: boolean } | null,
): boolean {
  return isRequiredMail(kind) || !recipient || recipient.emailNotifications;
}
