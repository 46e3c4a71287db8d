import { randomBytes } from 'node:crypto';
import {
  request as playwrightRequest,
  type APIRequestContext,
  type Cookie,
} from '@playwright/test';
import {
  authPost,
  insertNewUser,
  newTestUser,
  randomClientIp,
  type Session,
  type TestUser,
} from '../tests/fixtures';

// Developers in a given review state, made through the real API (sign-up, the emailed code,
// the three onboarding steps, the admin's review), so journeys start where they matter.

export const APPROVED_SUBJECT = 'Your VMU Pro developer account is approved';
export const REJECTED_SUBJECT = 'Your VMU Pro developer account was not approved';

export interface DeveloperDetails {
  country: string;
  appName: string;
  appDescription: string;
  firstName: string;
  lastName: string;
  address: string;
  city: string;
  postalCode: string;
  companyName?: string;
}

export interface TestDeveloper extends DeveloperDetails {
  user: TestUser;
  userId: string;
  /** 'First Last', the name staff see on the review card. */
  fullName: string;
  /** The developer's signed-in cookies; `useSession(page, developer.session)` signs a page in. */
  session: Session;
}

export interface CreateDeveloperOptions extends Partial<DeveloperDetails> {
  user?: TestUser;
}

/** Unique names, so a journey finds its own developer among everyone else's on the admin list. */
function uniqueNames(): { firstName: string; lastName: string } {
  const tag = randomBytes(3).toString('hex');
  return { firstName: `Dev${tag}`, lastName: `Tester${Date.now().toString(36)}` };
}

interface GraphQLAnswer<T> {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/** A typed GraphQL error (`errors[0].extensions.code` and the user-facing message). */
export class GraphQLRequestError extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
  ) {
    super(message);
  }
}

/** POSTs one operation as the web app does (JSON, so Apollo's CSRF prevention lets it in). */
export async function graphqlPost<T>(
  api: APIRequestContext,
  baseURL: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await api.post(new URL('/graphql', baseURL).href, {
    data: { query, variables },
    headers: { origin: new URL(baseURL).origin },
    failOnStatusCode: false,
  });
  let answer: GraphQLAnswer<T>;
  try {
    answer = (await response.json()) as GraphQLAnswer<T>;
  } catch {
    throw new Error(`GraphQL: HTTP ${response.status()} ${await response.text()}`);
  }
  const error = answer.errors?.[0];
  if (error) throw new GraphQLRequestError(error.message, error.extensions?.code);
  if (!response.ok() || !answer.data) {
    throw new Error(`GraphQL: HTTP ${response.status()} ${JSON.stringify(answer)}`);
  }
  return answer.data;
}

/** A request client of its own that carries `cookies` (e.g. the worker admin's session). */
async function clientWith(baseURL: string, cookies: Cookie[]): Promise<APIRequestContext> {
  return playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': randomClientIp() },
    storageState: { cookies, origins: [] },
  });
}

const UPDATE_ONBOARDING_PROGRESS = `
  mutation UpdateOnboardingProgress($step: OnboardingStep!, $data: OnboardingStepData!) {
    updateOnboardingProgress(step: $step, data: $data) { userId onboardingData { completedSteps } }
  }
`;

/** Saves one onboarding step as `session`'s user (e.g. a resubmission after a rejection). */
export async function saveOnboardingStep(
  baseURL: string,
  session: Session,
  step: 'country' | 'appDetails' | 'developerDetails',
  data: Record<string, string>,
): Promise<string> {
  const api = await clientWith(baseURL, session.cookies);
  try {
    const result = await graphqlPost<{ updateOnboardingProgress: { userId: string } }>(
      api,
      baseURL,
      UPDATE_ONBOARDING_PROGRESS,
      { step, data },
    );
    return result.updateOnboardingProgress.userId;
  } finally {
    await api.dispose();
  }
}

/**
 * A verified-email user who completed all three onboarding steps: their account waits for
 * staff review ('Account Under Review').
 */
export async function createPendingDeveloper(
  baseURL: string,
  options: CreateDeveloperOptions = {},
): Promise<TestDeveloper> {
  const { user: given, ...overrides } = options;
  const details: DeveloperDetails = {
    country: 'GB',
    appName: 'Pocket Chess',
    appDescription: 'Chess puzzles for the VMU Pro.',
    ...uniqueNames(),
    address: '1 Test Street',
    city: 'London',
    postalCode: 'N1 9GU',
    ...overrides,
  };
  const user = await insertNewUser(baseURL, {
    user: given ?? {
      ...newTestUser('developer'),
      name: `${details.firstName} ${details.lastName}`,
    },
  });
  const api = await clientWith(baseURL, []);
  try {
    const signIn = await authPost(api, baseURL, '/sign-in/email', {
      email: user.email,
      password: user.password,
      rememberMe: true,
    });
    if (!signIn.ok()) {
      throw new Error(`sign-in of ${user.email}: HTTP ${signIn.status()} ${await signIn.text()}`);
    }
    const steps = [
      ['country', { country: details.country }],
      ['appDetails', { appName: details.appName, appDescription: details.appDescription }],
      [
        'developerDetails',
        {
          firstName: details.firstName,
          lastName: details.lastName,
          address: details.address,
          city: details.city,
          postalCode: details.postalCode,
          ...(details.companyName ? { companyName: details.companyName } : {}),
        },
      ],
    ] as const;
    let userId = '';
    for (const [step, data] of steps) {
      const result = await graphqlPost<{ updateOnboardingProgress: { userId: string } }>(
        api,
        baseURL,
        UPDATE_ONBOARDING_PROGRESS,
        { step, data },
      );
      userId = result.updateOnboardingProgress.userId;
    }
    const { cookies } = await api.storageState();
    return {
      ...details,
      user,
      userId,
      fullName: `${details.firstName} ${details.lastName}`,
      session: { user, cookies },
    };
  } finally {
    await api.dispose();
  }
}

interface ReviewedProfile {
  userId: string;
  developerStatus: {
    status: string | null;
    verificationNotes: string | null;
    lastStatusChange: string | null;
  };
}

const REVIEWED_FIELDS = 'userId developerStatus { status verificationNotes lastStatusChange }';

/** Approves a pending developer as the admin (the worker's `adminSession`). */
export async function approveDeveloper(
  baseURL: string,
  adminSession: Session,
  userId: string,
  notes?: string,
): Promise<ReviewedProfile> {
  const api = await clientWith(baseURL, adminSession.cookies);
  try {
    const result = await graphqlPost<{ approveDeveloperAccount: ReviewedProfile }>(
      api,
      baseURL,
      `mutation Approve($userId: ID!, $notes: String) {
        approveDeveloperAccount(userId: $userId, notes: $notes) { ${REVIEWED_FIELDS} }
      }`,
      { userId, notes: notes ?? null },
    );
    return result.approveDeveloperAccount;
  } finally {
    await api.dispose();
  }
}

/** Rejects a pending developer as the admin; `notes` is the reason the developer reads. */
export async function rejectDeveloper(
  baseURL: string,
  adminSession: Session,
  userId: string,
  notes: string,
): Promise<ReviewedProfile> {
  const api = await clientWith(baseURL, adminSession.cookies);
  try {
    const result = await graphqlPost<{ rejectDeveloperAccount: ReviewedProfile }>(
      api,
      baseURL,
      `mutation Reject($userId: ID!, $notes: String!) {
        rejectDeveloperAccount(userId: $userId, notes: $notes) { ${REVIEWED_FIELDS} }
      }`,
      { userId, notes },
    );
    return result.rejectDeveloperAccount;
  } finally {
    await api.dispose();
  }
}

/** A developer staff have approved: the developer shell and /dashboard are open to them. */
export async function createVerifiedDeveloper(
  baseURL: string,
  adminSession: Session,
  options: CreateDeveloperOptions & { notes?: string } = {},
): Promise<TestDeveloper> {
  const { notes, ...rest } = options;
  const developer = await createPendingDeveloper(baseURL, rest);
  await approveDeveloper(baseURL, adminSession, developer.userId, notes);
  return developer;
}

/** A developer staff have rejected with `reason`. */
export async function createRejectedDeveloper(
  baseURL: string,
  adminSession: Session,
  reason: string,
  options: CreateDeveloperOptions = {},
): Promise<TestDeveloper> {
  const developer = await createPendingDeveloper(baseURL, options);
  await rejectDeveloper(baseURL, adminSession, developer.userId, reason);
  return developer;
}
