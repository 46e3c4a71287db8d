import { graphemeLength } from '../text-length';

// The staff's audit log (decision 0049): one row per staff action on an account, an app
// or a setting, with who, when, what it was called then, why, and a few details (old and new
// values). Each module that acts adds its actions to AUDIT_EVENT_ACTIONS and records them with
// the server's recordAuditEvent inside the transaction of the change itself.

/**
 * What staff did, as the audit_event table stores it. Add new actions here (and a label below):
 * the table only checks an action's form, so adding one needs no migration.
 */
export const AUDIT_EVENT_ACTIONS = [
  'GRANT_ADMIN',
  'REVOKE_ADMIN',
  'SUSPEND_ACCOUNT',
  'RESTORE_ACCOUNT',
  'DELETE_ACCOUNT',
  'CHANGE_SETTING',
  // Not a staff action but one staff must see: a verified developer changed details staff had
  // verified, which sent the account back to review (decision 0057). The developer is the actor.
  'CHANGE_VERIFIED_DETAILS',
  'APPROVE_DEVELOPER',
  'REJECT_DEVELOPER',
  'REFUND_PURCHASE',
  'MESSAGE_DEVELOPER',
] as const;
export type AuditEventAction = (typeof AUDIT_EVENT_ACTIONS)[number];

/**
 * App moderation keeps its own history (application_review_event, decision 0014); the audit screen
 * shows those rows too, under these actions.
 */
export const APP_REVIEW_AUDIT_ACTIONS = [
  'APPROVE_APP',
  'REJECT_APP',
  'SUSPEND_APP',
  'RESTORE_APP',
  'APPROVE_UPDATE',
  'REJECT_UPDATE',
] as const;
export type AppReviewAuditAction = (typeof APP_REVIEW_AUDIT_ACTIONS)[number];

/** Every action the audit screen shows and filters by. */
export const AUDIT_ACTIONS = [...AUDIT_EVENT_ACTIONS, ...APP_REVIEW_AUDIT_ACTIONS] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  GRANT_ADMIN: 'Made admin',
  REVOKE_ADMIN: 'Admin removed',
  SUSPEND_ACCOUNT: 'Account suspended',
  RESTORE_ACCOUNT: 'Account restored',
  DELETE_ACCOUNT: 'Account deleted',
  CHANGE_SETTING: 'Setting changed',
  CHANGE_VERIFIED_DETAILS: 'Verified details changed',
  APPROVE_DEVELOPER: 'Developer approved',
  REJECT_DEVELOPER: 'Developer rejected',
  REFUND_PURCHASE: 'Purchase refunded',
  MESSAGE_DEVELOPER: 'Wrote to the developer',
  APPROVE_APP: 'App approved',
  REJECT_APP: 'App rejected',
  SUSPEND_APP: 'App suspended',
  RESTORE_APP: 'App restored',
  APPROVE_UPDATE: 'Update approved',
  REJECT_UPDATE: 'Update rejected',
};

/** What an action was done to. */
export const AUDIT_TARGET_TYPES = ['USER', 'APPLICATION', 'SETTING'] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

export const AUDIT_TARGET_TYPE_LABELS: Record<AuditTargetType, string> = {
  USER: 'Account',
  APPLICATION: 'App',
  SETTING: 'Setting',
};

/** An action's stored form: capitals and underscores (the table checks it). */
export const AUDIT_ACTION_PATTERN = /^[A-Z][A-Z_]{0,63}$/;
/** A target's id: a user id, an app's uuid or a setting's key. */
export const AUDIT_TARGET_ID_MAX_LENGTH = 255;
/** What the target was called when it was acted on; longer names are cut with an ellipsis. */
export const AUDIT_TARGET_LABEL_MAX_LENGTH = 200;
/** The reason staff gave: the review reasons' cap (1000 characters, decision 0020). */
export const AUDIT_REASON_MAX_LENGTH = 1000;
/** The details' JSON, as UTF-8 bytes: old and new values of a setting fit; documents do not. */
export const AUDIT_DETAILS_MAX_BYTES = 8192;

export const isAuditEventAction = (value: string): value is AuditEventAction =>
  (AUDIT_EVENT_ACTIONS as readonly string[]).includes(value);
export const isAuditAction = (value: string): value is AuditAction =>
  (AUDIT_ACTIONS as readonly string[]).includes(value);
export const isAuditTargetType = (value: string): value is AuditTargetType =>
  (AUDIT_TARGET_TYPES as readonly string[]).includes(value);

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** A target's name as the log keeps it: trimmed, and cut to the limit with an ellipsis. */
export function auditTargetLabel(name: string): string {
  const trimmed = name.trim();
  if (graphemeLength(trimmed) <= AUDIT_TARGET_LABEL_MAX_LENGTH) return trimmed;
  const kept: string[] = [];
  for (const { segment } of graphemes.segment(trimmed)) {
    if (kept.length === AUDIT_TARGET_LABEL_MAX_LENGTH - 1) break;
    kept.push(segment);
  }
  return `${kept.join('').trimEnd()}…`;
}

/** The size of details as stored, in UTF-8 bytes of its JSON. */
export const auditDetailsBytes = (details: Record<string, unknown>) =>
  new TextEncoder().encode(JSON.stringify(details)).length;

/** The text cut to at most maxBytes of UTF-8 on a character boundary, an ellipsis marking the cut. */
function cutToBytes(text: string, maxBytes: number): string {
  const encoder = new TextEncoder();
  if (encoder.encode(text).length <= maxBytes) return text;
  let kept = '';
  let bytes = 3; // the ellipsis
  for (const { segment } of graphemes.segment(text)) {
    const size = encoder.encode(segment).length;
    if (bytes + size > maxBytes) break;
    kept += segment;
    bytes += size;
  }
  return `${kept}…`;
}

/**
 * Details that fit AUDIT_DETAILS_MAX_BYTES: when they do not, their text values (old and new
 * texts of up to a thousand characters each can be many bytes) are cut evenly. What is still
 * too large after that is returned as it is, for the writer to refuse.
 */
export function fitAuditDetails(details: Record<string, unknown>): Record<string, unknown> {
  if (auditDetailsBytes(details) <= AUDIT_DETAILS_MAX_BYTES) return details;
  const texts = Object.entries(details).filter(([, value]) => typeof value === 'string');
  if (texts.length === 0) return details;
  const rest = auditDetailsBytes(
    Object.fromEntries(
      Object.entries(details).map(([key, value]) => [key, typeof value === 'string' ? '' : value]),
    ),
  );
  const share = Math.max(0, Math.floor((AUDIT_DETAILS_MAX_BYTES - rest) / texts.length) - 8);
  return Object.fromEntries(
    Object.entries(details).map(([key, value]) => [
      key,
      typeof value === 'string' ? cutToBytes(value, share) : value,
    ]),
  );
}
