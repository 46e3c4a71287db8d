// The typed confirmations (docs/product.md, "Typed confirmations"): the developer types '{action}
// {app name}' before a destructive step enables. Case and the whitespace around the phrase do not
// matter.

export const CONFIRMED_APP_ACTIONS = ['delete', 'withdraw', 'unpublish'] as const;
export type ConfirmedAppAction = (typeof CONFIRMED_APP_ACTIONS)[number];

/** What the developer must type, e.g. 'delete Pocket Chess'. */
export const confirmationPhrase = (action: ConfirmedAppAction, appName: string) =>
  `${action} ${appName.trim()}`;

/** Whether `typed` confirms `action` on the app named `appName` (case-insensitive, trimmed). */
export function matchesConfirmation(
  typed: string,
  action: ConfirmedAppAction,
  appName: string,
): boolean {
  return typed.trim().toLowerCase() === confirmationPhrase(action, appName).toLowerCase();
}
