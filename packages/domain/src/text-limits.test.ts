import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  APP_DESCRIPTION_MAX_LENGTH,
  APP_NAME_MAX_LENGTH,
  DEVELOPER_REVIEW_NOTES_MAX_LENGTH,
  NAME_MAX_LENGTH,
  SHORT_DESCRIPTION_MAX_LENGTH,
} from './limits';
import { NameSchema } from './auth/fields';
import {
  PORTAL_NOTICE_MAX_LENGTH,
  PortalNoticeSchema,
  SAVED_REASON_BODY_MAX_LENGTH,
  SAVED_REASON_TITLE_MAX_LENGTH,
  SavedRejectionReasonSchema,
} from './portal-settings/portal-settings';
import {
  AppDetailsStepSchema,
  DEVELOPER_DETAIL_LIMITS,
  DeveloperDetailsStepSchema,
} from './developers/onboarding';
import { ApprovalNotesSchema, RejectionReasonSchema } from './developers/review';
import { AccountDetailsSchema } from './developers/account-details';
import { BUSINESS_NAME_LENGTH, BusinessNameSchema } from './developers/business-name';
import { AppRejectionReasonSchema, SuspensionReasonSchema } from './apps/app-review';
import { APPLICATION_SEARCH_MAX_LENGTH, ApplicationSearchSchema } from './apps/application-list';
import { ApplicationFormSchema, RELEASE_NOTES_MAX_LENGTH } from './apps/application-form';
import { LONG_DESCRIPTION_MAX_LENGTH } from './apps/listing-fields';
import { AUDIT_REASON_MAX_LENGTH } from './audit-log/audit-log';
import {
  StaffReasonSchema,
  USER_SEARCH_MAX_LENGTH,
  UserSearchSchema,
} from './users/user-management';

// Every text a person types and the server stores, with its maximum and the message that names
// the field (decision 0020). Each is filled to its limit with characters of two
// or more code units, then one more.

const developerDetails = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  address: '1 Analytical Way',
  city: 'London',
  postalCode: 'N1 1AA',
};
const appForm = { appName: 'Star Hopper', bundleIdentifier: 'com.example.star' };

type SafeParse = ReturnType<typeof z.safeParse>;

type Case = {
  field: string;
  max: number;
  message: string;
  parse: (value: string) => SafeParse;
};
const plain =
  (schema: z.ZodMiniType): Case['parse'] =>
  (value) =>
    z.safeParse(schema, value);
const inObject =
  (schema: z.ZodMiniType, base: object, key: string): Case['parse'] =>
  (value) =>
    z.safeParse(schema, { ...base, [key]: value });

const noticeTimes = {
  startsAt: new Date('2026-11-25T20:00:00Z'),
  endsAt: new Date('2026-11-25T22:00:00Z'),
};

const CASES: Case[] = [
  {
    field: 'Name',
    max: NAME_MAX_LENGTH,
    message: 'Name must be less than 50 characters',
    parse: plain(NameSchema),
  },
  {
    field: 'Business name',
    max: BUSINESS_NAME_LENGTH.max,
    message: 'Business name must be 100 characters or less',
    parse: plain(BusinessNameSchema),
  },
  {
    field: 'App name (onboarding)',
    max: APP_NAME_MAX_LENGTH,
    message: 'App name must be 50 characters or less',
    parse: inObject(AppDetailsStepSchema, {}, 'appName'),
  },
  {
    field: 'Description (onboarding)',
    max: APP_DESCRIPTION_MAX_LENGTH,
    message: 'Description must be 200 characters or less',
    parse: inObject(AppDetailsStepSchema, { appName: 'Star' }, 'appDescription'),
  },
  ...(
    Object.entries(DEVELOPER_DETAIL_LIMITS) as [
      keyof typeof DEVELOPER_DETAIL_LIMITS,
      { label: string; max: number },
    ][]
  )
    .filter(([key]) => key !== 'legalName')
    .map(([key, { label, max }]) => ({
      field: label,
      max,
      message: `${label} must be ${max} characters or less`,
      parse: inObject(DeveloperDetailsStepSchema, developerDetails, key),
    })),
  {
    // The profile's details (decision 0044): the onboarding's fields with the legal name.
    field: DEVELOPER_DETAIL_LIMITS.legalName.label,
    max: DEVELOPER_DETAIL_LIMITS.legalName.max,
    message: `Legal name must be ${DEVELOPER_DETAIL_LIMITS.legalName.max} characters or less`,
    parse: inObject(
      AccountDetailsSchema,
      { ...developerDetails, country: 'GB', accountType: 'individual' },
      'legalName',
    ),
  },
  {
    field: 'Approval notes',
    max: DEVELOPER_REVIEW_NOTES_MAX_LENGTH,
    message: 'Approval notes must be 1000 characters or less',
    parse: plain(ApprovalNotesSchema),
  },
  {
    field: 'Developer rejection reason',
    max: DEVELOPER_REVIEW_NOTES_MAX_LENGTH,
    message: 'Rejection reason must be 1000 characters or less',
    parse: plain(RejectionReasonSchema),
  },
  {
    field: 'App rejection reason',
    max: DEVELOPER_REVIEW_NOTES_MAX_LENGTH,
    message: 'Rejection reason must be 1000 characters or less',
    parse: plain(AppRejectionReasonSchema),
  },
  {
    field: 'Suspension reason',
    max: DEVELOPER_REVIEW_NOTES_MAX_LENGTH,
    message: 'Suspension reason must be 1000 characters or less',
    parse: plain(SuspensionReasonSchema),
  },
  {
    field: 'Search',
    max: APPLICATION_SEARCH_MAX_LENGTH,
    message: 'Search must be 160 characters or less',
    parse: plain(ApplicationSearchSchema),
  },
  {
    field: 'App Name',
    max: APP_NAME_MAX_LENGTH,
    message: 'App Name must be 50 characters or less',
    parse: inObject(ApplicationFormSchema, appForm, 'appName'),
  },
  {
    field: 'Short Description',
    max: SHORT_DESCRIPTION_MAX_LENGTH,
    message: 'Short Description must be 160 characters or less',
    parse: inObject(ApplicationFormSchema, appForm, 'shortDescription'),
  },
  {
    field: 'Long Description',
    max: LONG_DESCRIPTION_MAX_LENGTH,
    message: 'Long Description must be 4000 characters or less',
    parse: inObject(ApplicationFormSchema, appForm, 'longDescription'),
  },
  {
    field: 'Release Notes',
    max: RELEASE_NOTES_MAX_LENGTH,
    message: 'Release Notes must be 1000 characters or less',
    parse: inObject(ApplicationFormSchema, appForm, 'releaseNotes'),
  },
  {
    field: 'Account action reason',
    max: AUDIT_REASON_MAX_LENGTH,
    message: 'Reason must be 1000 characters or less',
    parse: plain(StaffReasonSchema),
  },
  {
    field: 'User search',
    max: USER_SEARCH_MAX_LENGTH,
    message: 'Search must be 100 characters or less',
    parse: plain(UserSearchSchema),
  },
  {
    field: 'Notice text',
    max: PORTAL_NOTICE_MAX_LENGTH,
    message: 'Notice text must be 300 characters or less',
    parse: inObject(PortalNoticeSchema, noticeTimes, 'message'),
  },
  {
    field: 'Saved reason title',
    max: SAVED_REASON_TITLE_MAX_LENGTH,
    message: 'Title must be 60 characters or less',
    parse: inObject(SavedRejectionReasonSchema, { body: 'Fix it.' }, 'title'),
  },
  {
    field: 'Saved reason text',
    max: SAVED_REASON_BODY_MAX_LENGTH,
    message: 'Reason must be 1000 characters or less',
    parse: inObject(SavedRejectionReasonSchema, { title: 'Crashes' }, 'body'),
  },
];

const firstMessage = (result: SafeParse) =>
  result.success ? null : (result.error.issues[0]?.message ?? null);

describe.each(CASES)('$field', ({ max, message, parse }) => {
  it(`takes ${max} characters as people see them, emoji and accents included`, () => {
    expect(firstMessage(parse('😀'.repeat(max)))).toBeNull();
    expect(firstMessage(parse('e\u0301'.repeat(max)))).toBeNull();
    expect(firstMessage(parse('👨‍👩‍👧'.repeat(max)))).toBeNull();
  });

  it(`refuses ${max + 1} characters with a message naming the field`, () => {
    expect(firstMessage(parse('😀'.repeat(max + 1)))).toBe(message);
    expect(firstMessage(parse('a'.repeat(60_000)))).toBe(message);
  });
});

describe('legal page URLs', () => {
  it.each([
    ['termsAndConditionsUrl', 'Terms and Conditions URL must be 2048 characters or less'],
    ['privacyPolicyUrl', 'Privacy Policy URL must be 2048 characters or less'],
  ])('%s has at most 2048 characters', (key, message) => {
    const url = `https://example.com/${'a'.repeat(2048)}`;
    expect(firstMessage(inObject(ApplicationFormSchema, appForm, key)(url))).toBe(message);
  });
});
