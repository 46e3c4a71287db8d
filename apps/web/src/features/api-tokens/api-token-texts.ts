import {
  API_TOKEN_LIFETIME_DAYS,
  API_TOKEN_LIFETIMES,
  API_TOKEN_SCOPE_LABELS,
  API_TOKEN_SCOPES,
  type ApiTokenLifetime,
  type ApiTokenScope,
} from '@vmu/domain';

/** What each scope lets a token do, in a line under its checkbox. */
export const SCOPE_EXPLANATIONS: Record<ApiTokenScope, string> = {
  READ_APPS: 'List your apps and read one, its versions, their review status and messages.',
  UPLOAD_BUILDS: 'Upload a package as a new version of an app and set its release notes.',
  SUBMIT_FOR_REVIEW: 'Submit an uploaded version for review.',
};

/** The scope checkboxes, in the domain's order. */
export const SCOPE_CHOICES = API_TOKEN_SCOPES.map((scope) => ({
  scope,
  label: API_TOKEN_SCOPE_LABELS[scope],
  explanation: SCOPE_EXPLANATIONS[scope],
}));

/** The lifetime radios: '30 days', '90 days', '365 days'. */
export const LIFETIME_CHOICES = API_TOKEN_LIFETIMES.map((lifetime) => ({
  lifetime,
  label: `${API_TOKEN_LIFETIME_DAYS[lifetime]} days`,
}));

/** The lifetime a new token gets unless the developer picks another. */
export const DEFAULT_LIFETIME: ApiTokenLifetime = 'DAYS_90';

/** A token's scopes as people read them, in the domain's order: 'Read apps, Upload builds'. */
export const scopeLabelsOf = (scopes: readonly ApiTokenScope[]) =>
  API_TOKEN_SCOPES.filter((scope) => scopes.includes(scope))
    .map((scope) => API_TOKEN_SCOPE_LABELS[scope])
    .join(', ');
