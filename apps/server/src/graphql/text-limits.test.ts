import { asc, eq } from 'drizzle-orm';
import {
  buildASTSchema,
  getNamedType,
  isInputObjectType,
  type GraphQLArgument,
  type GraphQLInputField,
  type GraphQLObjectType,
} from 'graphql';
import {
  API_TOKEN_NAME_MAX_LENGTH,
  API_TOKEN_NAME_TOO_LONG,
  AUDIT_REASON_MAX_LENGTH,
  APP_DESCRIPTION_MAX_LENGTH,
  APP_NAME_MAX_LENGTH,
  APPLICATION_SEARCH_MAX_LENGTH,
  BUNDLE_IDENTIFIER_MAX_LENGTH,
  BUSINESS_NAME_LENGTH,
  DEVELOPER_DETAIL_LIMITS,
  DEVELOPER_REVIEW_NOTES_MAX_LENGTH,
  LEGAL_URL_MAX_LENGTH,
  LONG_DESCRIPTION_MAX_LENGTH,
  PORTAL_NOTICE_MAX_LENGTH,
  PORTAL_NOTICE_TOO_LONG,
  RELEASE_NOTES_MAX_LENGTH,
  REVIEW_MESSAGE_MAX_LENGTH,
  SAVED_REASON_BODY_MAX_LENGTH,
  SAVED_REASON_BODY_TOO_LONG,
  SAVED_REASON_TITLE_MAX_LENGTH,
  SAVED_REASON_TITLE_TOO_LONG,
  SHORT_DESCRIPTION_MAX_LENGTH,
  STAFF_REASON_TOO_LONG,
  SUPPORT_EMAIL_MAX_LENGTH,
  SUPPORT_EMAIL_TOO_LONG,
  USER_SEARCH_MAX_LENGTH,
  USER_SEARCH_TOO_LONG,
  type DeveloperDetailField,
} from '@vmu/domain';
import { describe, expect, it } from 'vitest';
import { accountSuspension } from '../db/schema/account-suspensions';
import { account, user } from '../db/schema/accounts';
import { apiToken } from '../db/schema/api-tokens';
import { application, applicationVersion } from '../db/schema/apps';
import { developerProfile, developerStatusChange } from '../db/schema/developers';
import { auditEvent } from '../db/schema/audit-log';
import { portalSettings, savedRejectionReason } from '../db/schema/portal-settings';
import { applicationReviewEvent, reviewMessage } from '../db/schema/review';
import { gqlWith } from '../test/apps-operations';
import { seedApplication, seedVersion, verifiedDeveloper } from '../test/app-fixtures';
import {
  seedDeveloperProfile,
  signedInUser,
  type GraphQLResult,
  type SignedInUser,
} from '../test/developer-fixtures';
import { testTargets } from '../test/harness';
import { useTestApp } from '../test/use-test-app';
import { typeDefs } from './generated/typeDefs.generated';

// Every text a client sends (decision 0020) has a server-side maximum. The schema is walked
// for every String argument and input field; each must appear below, either with the limit and
// message the server enforces (a value one character over is refused with a message naming the
// field, and nothing changes; a value at the limit, in characters of two or more code units, is
// accepted) or with why it is never stored as sent (and then a huge value is a client error too).

type Actors = {
  developer: () => Promise<SignedInUser>;
  newcomer: () => Promise<SignedInUser>;
  admin: () => Promise<SignedInUser>;
  pendingDeveloper: () => Promise<SignedInUser>;
  appIn: (status: 'SUBMITTED' | 'LIVE') => Promise<{ id: string }>;
  /** The pending version of a first submission in review. */
  versionInReview: () => Promise<{ id: string }>;
  /** A developer and one of their draft apps. */
  ownDraft: () => Promise<{ dev: SignedInUser; id: string }>;
  /** A developer and one of their published apps. */
  ownLive: () => Promise<{ dev: SignedInUser; id: string }>;
  /** An update of a published app in review. */
  updateInReview: () => Promise<{ id: string }>;
  /** A signed-in account that signs in with another provider only (no password yet). */
  withoutPassword: () => Promise<SignedInUser>;
  /** A developer that `staff` suspended. */
  suspendedBy: (staff: SignedInUser) => Promise<SignedInUser>;
  /** A rejection reason that `staff` saved. */
  savedReasonBy: (staff: SignedInUser) => Promise<{ id: string }>;
};

/** One operation with every other argument valid; `value` goes into the field under test. */
type Call = (
  actors: Actors,
  value: string,
) => Promise<{ query: string; variables: Record<string, unknown>; cookie: string }>;

type Limited = {
  limit: number;
  message: string;
  call: Call;
  /** Fills the field with `length` characters; emoji (two code units each) unless ASCII only. */
  fill?: (length: number) => string;
};
type NotStored = { notStored: string; call: Call };

const emoji = (length: number) => '😀'.repeat(length);
const urlOf = (length: number) => `https://example.com/${'a'.repeat(length - 20)}`;
const bundleOf = (length: number) => `com.${'a'.repeat(length - 4)}`;
const emailOf = (length: number) => `${'a'.repeat(length - 12)}@example.com`;

const STEP_DETAILS = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  address: '1 Analytical Way',
  city: 'London',
  postalCode: 'N1 1AA',
};

const onboarding =
  (step: 'country' | 'appDetails' | 'developerDetails', field: string): Call =>
  async ({ newcomer }, value) => {
    const base =
      step === 'appDetails'
        ? { appName: 'Star Hopper' }
        : step === 'country'
          ? {}
          : { ...STEP_DETAILS };
    return {
      query: `mutation Step($step: OnboardingStep!, $data: OnboardingStepData!) {
        updateOnboardingProgress(step: $step, data: $data) { userId } }`,
      variables: { step, data: { ...base, [field]: value } },
      cookie: (await newcomer()).cookie,
    };
  };

const createProfile =
  (group: 'personalInfo' | 'businessInfo' | 'onboardingData' | null, field: string): Call =>
  async ({ newcomer }, value) => {
    const dev = await newcomer();
    const args: Record<string, unknown> = {
      email: dev.email,
      personalInfo: { ...STEP_DETAILS, country: 'GB' },
      businessInfo: { accountType: 'individual' },
      onboardingData: { appName: 'Star Hopper' },
    };
    if (group === null) args[field] = value;
    else args[group] = { ...(args[group] as object), [field]: value };
    return {
      query: `mutation Create($email: String!, $personalInfo: PersonalInfoInput,
          $businessInfo: BusinessInfoInput, $onboardingData: OnboardingDataInput) {
        createDeveloperProfile(email: $email, personalInfo: $personalInfo,
          businessInfo: $businessInfo, onboardingData: $onboardingData) { userId } }`,
      variables: args,
      cookie: dev.cookie,
    };
  };

const APP_FORM = { appName: 'Star Hopper', bundleIdentifier: 'com.example.starhopper' };

const formWith = (path: string[], value: string) => {
  const [field, inner] = path;
  if (field === 'assets')
    return { ...APP_FORM, assets: { [inner!]: inner === 'screenshots' ? [value] : value } };
  return { ...APP_FORM, [field!]: value };
};

const createApp =
  (...path: string[]): Call =>
  async ({ developer }, value) => ({
    query: `mutation Create($input: ApplicationInput!) {
      createApplication(input: $input, saveAction: SAVE_DRAFT) { appId } }`,
    variables: { input: formWith(path, value) },
    cookie: (await developer()).cookie,
  });

const updateApp =
  (...path: string[]): Call =>
  async ({ ownDraft }, value) => {
    const { dev, id } = await ownDraft();
    return {
      query: `mutation Update($appId: ID!, $input: UpdateApplicationInput!) {
        updateApplication(appId: $appId, input: $input) { appId } }`,
      variables: { appId: id, input: { form: formWith(path, value), saveAction: 'SAVE_DRAFT' } },
      cookie: dev.cookie,
    };
  };

const updateFields =
  (...path: string[]): Call =>
  async ({ ownLive }, value) => {
    const { dev, id } = await ownLive();
    const [field, inner] = path;
    const input =
      field === 'assets'
        ? { assets: { [inner!]: inner === 'screenshots' ? [value] : value } }
        : { [field!]: value };
    return {
      query: `mutation SaveUpdate($appId: ID!, $input: ApplicationUpdateInput!) {
        saveApplicationUpdate(appId: $appId, input: $input, saveAction: SAVE_DRAFT) { id } }`,
      variables: { appId: id, input },
      cookie: dev.cookie,
    };
  };

const developerReview =
  (mutation: 'approveDeveloperAccount' | 'rejectDeveloperAccount'): Call =>
  async ({ admin, pendingDeveloper }, value) => {
    const dev = await pendingDeveloper();
    return {
      query: `mutation Decide($userId: ID!, $notes: String!) {
        ${mutation}(userId: $userId, notes: $notes) { userId } }`,
      variables: { userId: dev.id, notes: value },
      cookie: (await admin()).cookie,
    };
  };

const appReview =
  (mutation: 'rejectApplication' | 'suspendApplication', status: 'SUBMITTED' | 'LIVE'): Call =>
  async ({ admin, appIn }, value) => {
    const app = await appIn(status);
    return {
      query: `mutation Moderate($appId: ID!, $reason: String!) {
        ${mutation}(appId: $appId, reason: $reason) { appId } }`,
      variables: { appId: app.id, reason: value },
      cookie: (await admin()).cookie,
    };
  };

const list =
  (
    query:
      | 'listDeveloperApplications'
      | 'listAllApplications'
      | 'listPendingDevelopers'
      | 'listUpdatesInReview'
      | 'listTestPurchases'
      | 'listSalesLedger'
      | 'adminUsers'
      | 'auditEvents',
    argument: string,
  ): Call =>
  async ({ developer, admin }, value) => ({
    query: `query List($value: String) { ${query}(${argument}: $value) { nextToken } }`,
    variables: { value },
    cookie: (await (query === 'listDeveloperApplications' ? developer() : admin())).cookie,
  });

/** An admin's action on another account, with the reason it records (decision 0048). */
const staffAction =
  (mutation: 'grantAdmin' | 'revokeAdmin' | 'suspendAccount' | 'restoreAccount'): Call =>
  async ({ admin, developer, suspendedBy }, value) => {
    const staff = await admin();
    const target = await (mutation === 'revokeAdmin'
      ? admin()
      : mutation === 'restoreAccount'
        ? suspendedBy(staff)
        : developer());
    return {
      query: `mutation Act($userId: ID!, $reason: String!) {
        ${mutation}(userId: $userId, reason: $reason${mutation === 'restoreAccount' ? ', restoreApps: false' : ''}) { id } }`,
      variables: { userId: target.id, reason: value },
      cookie: staff.cookie,
    };
  };

const ACCOUNT_DETAILS = {
  ...STEP_DETAILS,
  country: 'GB',
  accountType: 'business',
  companyName: 'Analytical Engines',
  legalName: 'Ada Lovelace',
};

const accountDetails =
  (field: string): Call =>
  async ({ developer }, value) => ({
    query: `mutation Save($input: AccountDetailsInput!) {
      updateAccountDetails(input: $input, confirmReview: true) { sentToReview } }`,
    variables: { input: { ...ACCOUNT_DETAILS, [field]: value } },
    cookie: (await developer()).cookie,
  });

const SAVED_REASON = { title: 'Incomplete listing', body: 'Please describe the game.' };

const savedReason =
  (
    mutation: 'addSavedRejectionReason' | 'editSavedRejectionReason',
    field: 'title' | 'body',
  ): Call =>
  async ({ admin, savedReasonBy }, value) => {
    const staff = await admin();
    const input = { ...SAVED_REASON, [field]: value };
    if (mutation === 'addSavedRejectionReason')
      return {
        query: `mutation Add($input: SavedRejectionReasonInput!) {
          addSavedRejectionReason(input: $input) { id } }`,
        variables: { input },
        cookie: staff.cookie,
      };
    const { id } = await savedReasonBy(staff);
    return {
      query: `mutation Edit($id: ID!, $input: SavedRejectionReasonInput!) {
        editSavedRejectionReason(id: $id, input: $input) { id } }`,
      variables: { id, input },
      cookie: staff.cookie,
    };
  };

const deleteAccount =
  (field: 'confirmation' | 'code'): Call =>
  async ({ newcomer }, value) => {
    const holder = await newcomer();
    return {
      query: `mutation Delete($input: DeleteAccountInput!) { deleteAccount(input: $input) { deletedAt } }`,
      variables: { input: { confirmation: holder.email, code: '123456', [field]: value } },
      cookie: holder.cookie,
    };
  };

const detail = (field: DeveloperDetailField) => ({
  limit: DEVELOPER_DETAIL_LIMITS[field].max,
  message: `${DEVELOPER_DETAIL_LIMITS[field].label} must be ${DEVELOPER_DETAIL_LIMITS[field].max} characters or less`,
});

const appFormFields = (operation: (...path: string[]) => Call, prefix: string) => ({
  [`${prefix}.appName`]: {
    limit: APP_NAME_MAX_LENGTH,
    message: 'App Name must be 50 characters or less',
    call: operation('appName'),
  },
  [`${prefix}.bundleIdentifier`]: {
    limit: BUNDLE_IDENTIFIER_MAX_LENGTH,
    message: 'Bundle identifier must be 100 characters or less',
    call: operation('bundleIdentifier'),
    fill: bundleOf,
  },
  [`${prefix}.shortDescription`]: {
    limit: SHORT_DESCRIPTION_MAX_LENGTH,
    message: 'Short Description must be 160 characters or less',
    call: operation('shortDescription'),
  },
  [`${prefix}.longDescription`]: {
    limit: LONG_DESCRIPTION_MAX_LENGTH,
    message: 'Long Description must be 4000 characters or less',
    call: operation('longDescription'),
  },
  [`${prefix}.releaseNotes`]: {
    limit: RELEASE_NOTES_MAX_LENGTH,
    message: 'Release Notes must be 1000 characters or less',
    call: operation('releaseNotes'),
  },
  [`${prefix}.termsAndConditionsUrl`]: {
    limit: LEGAL_URL_MAX_LENGTH,
    message: 'Terms and Conditions URL must be 2048 characters or less',
    call: operation('termsAndConditionsUrl'),
    fill: urlOf,
  },
  [`${prefix}.privacyPolicyUrl`]: {
    limit: LEGAL_URL_MAX_LENGTH,
    message: 'Privacy Policy URL must be 2048 characters or less',
    call: operation('privacyPolicyUrl'),
    fill: urlOf,
  },
  ...Object.fromEntries(
    ['vmupack', 'vmuIcon', 'webIcon', 'heroBanner', 'vmuBanner', 'screenshots'].map((asset) => [
      `${prefix}.assets.${asset}`,
      {
        notStored: 'the key of an upload of this developer, or refused',
        call: operation('assets', asset),
      },
    ]),
  ),
});

/** The from and to days of a range query, asked by `actor`: real days or refused, never stored. */
const rangeDays = (field: 'analytics' | 'storeFigures', actor: 'developer' | 'admin') =>
  Object.fromEntries(
    (['from', 'to'] as const).map((bound) => [
      `Query.${field}.${bound}`,
      {
        notStored: 'a day, YYYY-MM-DD, or refused',
        call: async (actors: Actors, value: string) => ({
          query: `query R($from: String!, $to: String!) {
            ${field}(from: $from, to: $to, grouping: DAY) { from } }`,
          variables: { from: '2026-11-01', to: '2026-11-02', [bound]: value },
          cookie: (await actors[actor]()).cookie,
        }),
      },
    ]),
  );

const FIELDS: Record<string, Limited | NotStored> = {
  ...Object.fromEntries(
    (['firstName', 'lastName', 'address', 'city', 'postalCode', 'companyName'] as const).map(
      (field) => [
        `Mutation.updateOnboardingProgress.data.${field}`,
        { ...detail(field), call: onboarding('developerDetails', field) },
      ],
    ),
  ),
  'Mutation.updateOnboardingProgress.data.appName': {
    limit: APP_NAME_MAX_LENGTH,
    message: 'App name must be 50 characters or less',
    call: onboarding('appDetails', 'appName'),
  },
  'Mutation.updateOnboardingProgress.data.appDescription': {
    limit: APP_DESCRIPTION_MAX_LENGTH,
    message: 'Description must be 200 characters or less',
    call: onboarding('appDetails', 'appDescription'),
  },
  'Mutation.updateOnboardingProgress.data.country': {
    notStored: 'one of the onboarding countries',
    call: onboarding('country', 'country'),
  },
  'Mutation.createDeveloperProfile.email': {
    notStored: "must be the account's own email",
    call: createProfile(null, 'email'),
  },
  ...Object.fromEntries(
    (['firstName', 'lastName', 'address', 'city', 'postalCode'] as const).map((field) => [
      `Mutation.createDeveloperProfile.personalInfo.${field}`,
      { ...detail(field), call: createProfile('personalInfo', field) },
    ]),
  ),
  'Mutation.createDeveloperProfile.personalInfo.country': {
    notStored: 'one of the onboarding countries',
    call: createProfile('personalInfo', 'country'),
  },
  'Mutation.createDeveloperProfile.businessInfo.companyName': {
    ...detail('companyName'),
    call: createProfile('businessInfo', 'companyName'),
  },
  'Mutation.createDeveloperProfile.businessInfo.legalName': {
    ...detail('legalName'),
    call: createProfile('businessInfo', 'legalName'),
  },
  'Mutation.createDeveloperProfile.onboardingData.appName': {
    limit: APP_NAME_MAX_LENGTH,
    message: 'App name must be 50 characters or less',
    call: createProfile('onboardingData', 'appName'),
  },
  'Mutation.createDeveloperProfile.onboardingData.appDescription': {
    limit: APP_DESCRIPTION_MAX_LENGTH,
    message: 'Description must be 200 characters or less',
    call: createProfile('onboardingData', 'appDescription'),
  },
  'Mutation.updateUserProfile.businessName': {
    limit: BUSINESS_NAME_LENGTH.max,
    message: 'Business name must be 100 characters or less',
    call: async ({ developer }, value) => ({
      query: `mutation Update($name: String) { updateUserProfile(businessName: $name) { id } }`,
      variables: { name: value },
      cookie: (await developer()).cookie,
    }),
  },
  'Mutation.approveDeveloperAccount.notes': {
    limit: DEVELOPER_REVIEW_NOTES_MAX_LENGTH,
    message: 'Approval notes must be 1000 characters or less',
    call: developerReview('approveDeveloperAccount'),
  },
  'Mutation.rejectDeveloperAccount.notes': {
    limit: DEVELOPER_REVIEW_NOTES_MAX_LENGTH,
    message: 'Rejection reason must be 1000 characters or less',
    call: developerReview('rejectDeveloperAccount'),
  },
  ...appFormFields(createApp, 'Mutation.createApplication.input'),
  ...appFormFields(updateApp, 'Mutation.updateApplication.input.form'),
  'Mutation.rejectApplication.reason': {
    limit: DEVELOPER_REVIEW_NOTES_MAX_LENGTH,
    message: 'Rejection reason must be 1000 characters or less',
    call: appReview('rejectApplication', 'SUBMITTED'),
  },
  // The update form has the app form's listing fields, without the app's name and identifier.
  ...Object.fromEntries(
    Object.entries(appFormFields(updateFields, 'Mutation.saveApplicationUpdate.input')).filter(
      ([path]) => !/\.(appName|bundleIdentifier)$/.test(path),
    ),
  ),
  'Mutation.rejectApplicationUpdate.reason': {
    limit: DEVELOPER_REVIEW_NOTES_MAX_LENGTH,
    message: 'Rejection reason must be 1000 characters or less',
    call: async ({ admin, updateInReview }, value) => ({
      query: `mutation RejectUpdate($versionId: ID!, $reason: String!) {
        rejectApplicationUpdate(versionId: $versionId, reason: $reason) { id } }`,
      variables: { versionId: (await updateInReview()).id, reason: value },
      cookie: (await admin()).cookie,
    }),
  },
  'Mutation.suspendApplication.reason': {
    limit: DEVELOPER_REVIEW_NOTES_MAX_LENGTH,
    message: 'Suspension reason must be 1000 characters or less',
    call: appReview('suspendApplication', 'LIVE'),
  },
  'Mutation.sendReviewMessage.body': {
    limit: REVIEW_MESSAGE_MAX_LENGTH,
    message: 'Message must be 2000 characters or less',
    call: async ({ admin, versionInReview }, value) => ({
      query: `mutation Send($versionId: ID!, $body: String!) {
        sendReviewMessage(versionId: $versionId, body: $body) { id } }`,
      variables: { versionId: (await versionInReview()).id, body: value },
      cookie: (await admin()).cookie,
    }),
  },
  'Mutation.createApiToken.input.name': {
    limit: API_TOKEN_NAME_MAX_LENGTH,
    message: API_TOKEN_NAME_TOO_LONG,
    call: async ({ developer }, value) => ({
      query: `mutation Create($input: CreateApiTokenInput!) {
        createApiToken(input: $input) { token { id } } }`,
      variables: { input: { name: value, scopes: ['READ_APPS'], lifetime: 'DAYS_30' } },
      cookie: (await developer()).cookie,
    }),
  },
  'Mutation.setSandboxPaymentState.country': {
    notStored: 'one of the onboarding countries',
    call: async ({ developer }, value) => ({
      query: `mutation Sandbox($country: String!) {
        setSandboxPaymentState(country: $country, state: not_started) { canCharge } }`,
      variables: { country: value },
      cookie: (await developer()).cookie,
    }),
  },
  'Query.listDeveloperApplications.search': {
    limit: APPLICATION_SEARCH_MAX_LENGTH,
    message: 'Search must be 160 characters or less',
    call: list('listDeveloperApplications', 'search'),
  },
  'Query.listAllApplications.search': {
    limit: APPLICATION_SEARCH_MAX_LENGTH,
    message: 'Search must be 160 characters or less',
    call: list('listAllApplications', 'search'),
  },
  'Query.listDeveloperApplications.nextToken': {
    notStored: 'an opaque cursor this server handed out',
    call: list('listDeveloperApplications', 'nextToken'),
  },
  'Query.listAllApplications.nextToken': {
    notStored: 'an opaque cursor this server handed out',
    call: list('listAllApplications', 'nextToken'),
  },
  'Query.listUpdatesInReview.nextToken': {
    notStored: 'an opaque cursor this server handed out',
    call: list('listUpdatesInReview', 'nextToken'),
  },
  'Query.listPendingDevelopers.nextToken': {
    notStored: 'an opaque cursor this server handed out',
    call: list('listPendingDevelopers', 'nextToken'),
  },
  'Query.listTestPurchases.nextToken': {
    notStored: 'an opaque cursor this server handed out',
    call: list('listTestPurchases', 'nextToken'),
  },
  'Query.listSalesLedger.nextToken': {
    notStored: 'an opaque cursor this server handed out',
    call: list('listSalesLedger', 'nextToken'),
  },
  ...rangeDays('analytics', 'developer'),
  ...rangeDays('storeFigures', 'admin'),
  'Query.checkBundleIdentifier.bundleIdentifier': {
    notStored: 'only compared with stored identifiers (100 characters at most)',
    call: async ({ developer }, value) => ({
      query: `query Check($id: String!) { checkBundleIdentifier(bundleIdentifier: $id) { exists } }`,
      variables: { id: value },
      cookie: (await developer()).cookie,
    }),
  },
  ...Object.fromEntries(
    (['grantAdmin', 'revokeAdmin', 'suspendAccount', 'restoreAccount'] as const).map((mutation) => [
      `Mutation.${mutation}.reason`,
      {
        limit: AUDIT_REASON_MAX_LENGTH,
        message: STAFF_REASON_TOO_LONG,
        call: staffAction(mutation),
      },
    ]),
  ),
  'Query.adminUsers.search': {
    limit: USER_SEARCH_MAX_LENGTH,
    message: USER_SEARCH_TOO_LONG,
    call: list('adminUsers', 'search'),
  },
  'Query.adminUsers.nextToken': {
    notStored: 'an opaque cursor this server handed out',
    call: list('adminUsers', 'nextToken'),
  },
  'Query.auditEvents.nextToken': {
    notStored: 'an opaque cursor this server handed out',
    call: list('auditEvents', 'nextToken'),
  },
  'Mutation.updateSupportEmail.supportEmail': {
    limit: SUPPORT_EMAIL_MAX_LENGTH,
    message: SUPPORT_EMAIL_TOO_LONG,
    call: async ({ admin }, value) => ({
      query: `mutation Support($email: String!) {
        updateSupportEmail(supportEmail: $email) { supportEmail } }`,
      variables: { email: value },
      cookie: (await admin()).cookie,
    }),
    fill: emailOf,
  },
  'Mutation.updatePortalNotice.notice.message': {
    limit: PORTAL_NOTICE_MAX_LENGTH,
    message: PORTAL_NOTICE_TOO_LONG,
    call: async ({ admin }, value) => ({
      query: `mutation Notice($notice: PortalNoticeInput) {
        updatePortalNotice(notice: $notice) { updatedAt } }`,
      variables: {
        notice: {
          message: value,
          startsAt: new Date().toISOString(),
          endsAt: new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString(),
        },
      },
      cookie: (await admin()).cookie,
    }),
  },
  ...Object.fromEntries(
    (['addSavedRejectionReason', 'editSavedRejectionReason'] as const).flatMap((mutation) => [
      [
        `Mutation.${mutation}.input.title`,
        {
          limit: SAVED_REASON_TITLE_MAX_LENGTH,
          message: SAVED_REASON_TITLE_TOO_LONG,
          call: savedReason(mutation, 'title'),
        },
      ],
      [
        `Mutation.${mutation}.input.body`,
        {
          limit: SAVED_REASON_BODY_MAX_LENGTH,
          message: SAVED_REASON_BODY_TOO_LONG,
          call: savedReason(mutation, 'body'),
        },
      ],
    ]),
  ),
  ...Object.fromEntries(
    (
      [
        'firstName',
        'lastName',
        'address',
        'city',
        'postalCode',
        'companyName',
        'legalName',
      ] as const
    ).map((field) => [
      `Mutation.updateAccountDetails.input.${field}`,
      { ...detail(field), call: accountDetails(field) },
    ]),
  ),
  'Mutation.updateAccountDetails.input.country': {
    notStored: 'one of the onboarding countries',
    call: accountDetails('country'),
  },
  'Mutation.updateNotificationPreferences.input.timezone': {
    notStored: 'one of the time zones this server knows',
    call: async ({ developer }, value) => ({
      query: `mutation Preferences($input: NotificationPreferencesInput!) {
        updateNotificationPreferences(input: $input) { timezone } }`,
      variables: {
        input: {
          emailNotifications: true,
          marketingEmails: false,
          currency: 'EUR',
          timezone: value,
        },
      },
      cookie: (await developer()).cookie,
    }),
  },
  'Mutation.deleteAccount.input.confirmation': {
    notStored: "only compared with the account's email (254 characters at most)",
    call: deleteAccount('confirmation'),
  },
  'Mutation.deleteAccount.input.code': {
    notStored: 'only compared with the code mailed to the account (6 digits)',
    call: deleteAccount('code'),
  },
  'Mutation.setPassword.password': {
    notStored: 'only its hash is stored, and a long password is refused',
    call: async ({ withoutPassword }, value) => ({
      query: `mutation Set($password: String!) { setPassword(password: $password) { provider } }`,
      variables: { password: value },
      cookie: (await withoutPassword()).cookie,
    }),
  },
};

/** Every String argument and String input field of the schema's queries and mutations. */
function stringInputPaths(): string[] {
  const schema = buildASTSchema(typeDefs);
  const paths: string[] = [];
  const visit = (path: string, input: GraphQLArgument | GraphQLInputField, seen: string[]) => {
    const type = getNamedType(input.type);
    if (type.name === 'String') paths.push(path);
    if (isInputObjectType(type) && !seen.includes(type.name)) {
      for (const field of Object.values(type.getFields()))
        visit(`${path}.${field.name}`, field, [...seen, type.name]);
    }
  };
  for (const root of [schema.getQueryType(), schema.getMutationType()] as GraphQLObjectType[]) {
    for (const field of Object.values(root.getFields()))
      for (const arg of field.args) visit(`${root.name}.${field.name}.${arg.name}`, arg, []);
  }
  return paths.sort();
}

describe('every String input of the schema is in the table of text limits', () => {
  it('lists exactly the schema’s String inputs', () => {
    expect(Object.keys(FIELDS).sort()).toEqual(stringInputPaths());
  });
});

describe.each(testTargets())('text limits over GraphQL [%s]', (target) => {
  const t = useTestApp(target);
  let counter = 0;
  const email = (label: string) => `${label}${(counter += 1)}-${target}@example.com`;
  const actors: Actors = {
    developer: () => verifiedDeveloper(t.app, t.db, { email: email('dev') }),
    newcomer: () => signedInUser(t.app, t.db, { email: email('new') }),
    admin: () => signedInUser(t.app, t.db, { email: email('admin'), role: 'admin' }),
    pendingDeveloper: async () => {
      const dev = await signedInUser(t.app, t.db, { email: email('pending') });
      await seedDeveloperProfile(t.db, dev.id);
      return dev;
    },
    appIn: async (status) => {
      const dev = await verifiedDeveloper(t.app, t.db, { email: email('owner') });
      const row = await seedApplication(t.db, dev.id, {
        status,
        visibility: status === 'LIVE' ? 'PUBLIC' : 'PRIVATE',
      });
      if (status === 'SUBMITTED') await seedVersion(t.db, row.id, { reviewStatus: 'PENDING' });
      return row;
    },
    versionInReview: async () => {
      const app = await actors.appIn('SUBMITTED');
      const [version] = await t.db
        .select({ id: applicationVersion.id })
        .from(applicationVersion)
        .where(eq(applicationVersion.applicationId, app.id));
      return version!;
    },
    ownDraft: async () => {
      const dev = await verifiedDeveloper(t.app, t.db, { email: email('drafter') });
      const row = await seedApplication(t.db, dev.id, { status: 'DRAFT' });
      return { dev, id: row.id };
    },
    ownLive: async () => {
      const dev = await verifiedDeveloper(t.app, t.db, { email: email('publisher') });
      const row = await seedApplication(t.db, dev.id, { status: 'LIVE', visibility: 'PUBLIC' });
      return { dev, id: row.id };
    },
    updateInReview: async () => {
      const app = await actors.appIn('LIVE');
      return seedVersion(t.db, app.id, {
        versionNumber: '1.1.0',
        isUpdate: true,
        reviewStatus: 'PENDING',
        submittedAt: new Date(),
      });
    },
    withoutPassword: async () => {
      const holder = await signedInUser(t.app, t.db, { email: email('social') });
      await t.db.delete(account).where(eq(account.userId, holder.id));
      return holder;
    },
    suspendedBy: async (staff) => {
      const dev = await verifiedDeveloper(t.app, t.db, { email: email('suspended') });
      const suspended = await gqlWith(
        t.app,
        `mutation S($userId: ID!) { suspendAccount(userId: $userId, reason: "Check") { id } }`,
        { userId: dev.id },
        staff.cookie,
      );
      expect(suspended.body.errors).toBeUndefined();
      return dev;
    },
    savedReasonBy: async (staff) => {
      const added = await gqlWith(
        t.app,
        `mutation Add($input: SavedRejectionReasonInput!) {
          addSavedRejectionReason(input: $input) { id } }`,
        { input: SAVED_REASON },
        staff.cookie,
      );
      return (added.body.data as { addSavedRejectionReason: { id: string } })
        .addSavedRejectionReason;
    },
  };
  const snapshot = async () => ({
    profiles: await t.db.select().from(developerProfile).orderBy(asc(developerProfile.userId)),
    statusChanges: await t.db.select().from(developerStatusChange),
    apps: await t.db.select().from(application).orderBy(asc(application.id)),
    versions: await t.db.select().from(applicationVersion).orderBy(asc(applicationVersion.id)),
    reviewEvents: await t.db.select().from(applicationReviewEvent),
    reviewMessages: await t.db.select().from(reviewMessage),
    apiTokens: await t.db.select().from(apiToken),
    users: await t.db.select().from(user).orderBy(asc(user.id)),
    signInAccounts: await t.db.select().from(account).orderBy(asc(account.id)),
    suspensions: await t.db.select().from(accountSuspension),
    auditEvents: await t.db.select().from(auditEvent),
    portalSettings: await t.db.select().from(portalSettings),
    savedReasons: await t.db.select().from(savedRejectionReason),
  });
  const send = async (call: Call, value: string) => {
    const { query, variables, cookie } = await call(actors, value);
    const before = await snapshot();
    return { result: await gqlWith(t.app, query, variables, cookie), before };
  };
  const errorOf = (result: GraphQLResult) => result.body.errors?.[0];

  const limited = Object.entries(FIELDS).filter(
    (entry): entry is [string, Limited] => 'limit' in entry[1],
  );
  const notStored = Object.entries(FIELDS).filter(
    (entry): entry is [string, NotStored] => 'notStored' in entry[1],
  );

  it.each(limited)(
    '%s: one character over the limit is refused, nothing changes',
    async (_path, field) => {
      const { result, before } = await send(field.call, (field.fill ?? emoji)(field.limit + 1));
      expect(errorOf(result)).toMatchObject({
        message: field.message,
        extensions: { code: 'VALIDATION_FAILED' },
      });
      expect(await snapshot()).toEqual(before);
    },
  );

  it.each(limited)(
    '%s: the limit itself, in characters as people see them, is accepted',
    async (_path, field) => {
      const { result } = await send(field.call, (field.fill ?? emoji)(field.limit));
      expect(errorOf(result)).toBeUndefined();
    },
  );

  it.each(notStored)(
    '%s: a 60,000-character value is a client error, nothing changes',
    async (_path, field) => {
      const { result, before } = await send(field.call, 'x'.repeat(60_000));
      expect(result.status).toBeLessThan(500);
      expect(errorOf(result)?.extensions?.code).toMatch(/^(?!INTERNAL)[A-Z_]+$/);
      expect(await snapshot()).toEqual(before);
    },
  );
});
