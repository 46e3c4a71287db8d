/* eslint-disable */
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type Maybe<T> = T | null;
export type InputMaybe<T> = T | null | undefined;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = {
  [_ in K]?: never;
};
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string };
  String: { input: string; output: string };
  Boolean: { input: boolean; output: boolean };
  Int: { input: number; output: number };
  Float: { input: number; output: number };
  /** ISO 8601 date and time, e.g. 2026-11-21T16:52:43.000Z. */
  DateTime: { input: string; output: string };
};

/** A developer's legal form (SPEC section 3). */
export type AccountType = 'business' | 'individual';

/** Store-wide counts for the admin dashboard (SPEC section 3, Admin stats). */
export type AdminStats = {
  /** Developer accounts waiting for staff review. */
  pendingDevelopers: Scalars['Int']['output'];
  /** Applications waiting for review (status SUBMITTED). */
  pendingReview: Scalars['Int']['output'];
  /** Applications on the store (status LIVE). */
  publishedApps: Scalars['Int']['output'];
  /** Every application, whatever its status. */
  totalApps: Scalars['Int']['output'];
  /** Developer accounts staff have verified. */
  totalDevelopers: Scalars['Int']['output'];
};

export type AppDetails = {
  appDescription?: Maybe<Scalars['String']['output']>;
  appName: Scalars['String']['output'];
};

/** How the user signs in: email and password, or one social provider. */
export type AuthProvider = 'EMAIL' | 'GITHUB' | 'GOOGLE';

/** Which social sign-in providers this server is configured for. */
export type AuthProviders = {
  github: Scalars['Boolean']['output'];
  google: Scalars['Boolean']['output'];
};

export type BusinessInfo = {
  accountType: AccountType;
  companyName?: Maybe<Scalars['String']['output']>;
  legalName: Scalars['String']['output'];
};

export type BusinessInfoInput = {
  /** Defaults to individual. */
  accountType?: InputMaybe<AccountType>;
  companyName?: InputMaybe<Scalars['String']['input']>;
  /** Defaults to the user's name, or the part of the email before the at-sign. */
  legalName?: InputMaybe<Scalars['String']['input']>;
};

export type DeveloperDetails = {
  address: Scalars['String']['output'];
  city: Scalars['String']['output'];
  companyName?: Maybe<Scalars['String']['output']>;
  country: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  lastName: Scalars['String']['output'];
  postalCode: Scalars['String']['output'];
};

/** The Developer profile of SPEC section 3 (payment and preference parts come with their issues). */
export type DeveloperProfile = {
  accountType: AccountType;
  ageVerified: Scalars['Boolean']['output'];
  businessInfo: BusinessInfo;
  /** The company name, or 'First Last'. */
  businessName?: Maybe<Scalars['String']['output']>;
  developerStatus: DeveloperStatusInfo;
  email: Scalars['String']['output'];
  metadata: ProfileMetadata;
  onboardingData: OnboardingData;
  personalInfo: PersonalInfo;
  userId: Scalars['ID']['output'];
};

/** One page of developer profiles; pass nextToken back to get the next page, null on the last. */
export type DeveloperProfilePage = {
  items: Array<DeveloperProfile>;
  nextToken?: Maybe<Scalars['String']['output']>;
};

/** Where a developer account stands in staff review. */
export type DeveloperStatus = 'pending' | 'rejected' | 'verified';

export type DeveloperStatusInfo = {
  lastStatusChange?: Maybe<Scalars['DateTime']['output']>;
  /** Null until onboarding is completed. */
  status?: Maybe<DeveloperStatus>;
  verificationNotes?: Maybe<Scalars['String']['output']>;
  verifiedAt?: Maybe<Scalars['DateTime']['output']>;
};

/** Modules add their mutations with `extend type Mutation`. */
export type Mutation = {
  /** Admin only. Verifies a pending developer account; notes are optional. */
  approveDeveloperAccount: DeveloperProfile;
  /**
   * Creates the signed-in user's developer profile (SPEC section 7). `email` must be the account's
   * own address; fails with PROFILE_EXISTS when the user already has a profile.
   */
  createDeveloperProfile: DeveloperProfile;
  /** Admin only. Rejects a pending developer account; notes (the reason) are required. */
  rejectDeveloperAccount: DeveloperProfile;
  /** Saves one onboarding step; the first save creates the profile (SPEC section 4). */
  updateOnboardingProgress: OnboardingProgress;
  /**
   * Updates the custom sign-in attributes of SPEC section 7 on the signed-in developer's profile.
   * Account type and business name may change; only staff change a developer status, so a
   * developerStatus other than the current one is refused; age can be confirmed, not withdrawn.
   */
  updateUserProfile: Viewer;
};

/** Modules add their mutations with `extend type Mutation`. */
export type MutationApproveDeveloperAccountArgs = {
  notes?: InputMaybe<Scalars['String']['input']>;
  userId: Scalars['ID']['input'];
};

/** Modules add their mutations with `extend type Mutation`. */
export type MutationCreateDeveloperProfileArgs = {
  businessInfo?: InputMaybe<BusinessInfoInput>;
  email: Scalars['String']['input'];
  onboardingData?: InputMaybe<OnboardingDataInput>;
  personalInfo?: InputMaybe<PersonalInfoInput>;
};

/** Modules add their mutations with `extend type Mutation`. */
export type MutationRejectDeveloperAccountArgs = {
  notes: Scalars['String']['input'];
  userId: Scalars['ID']['input'];
};

/** Modules add their mutations with `extend type Mutation`. */
export type MutationUpdateOnboardingProgressArgs = {
  data: OnboardingStepData;
  step: OnboardingStep;
};

/** Modules add their mutations with `extend type Mutation`. */
export type MutationUpdateUserProfileArgs = {
  accountType?: InputMaybe<AccountType>;
  ageVerified?: InputMaybe<Scalars['Boolean']['input']>;
  businessName?: InputMaybe<Scalars['String']['input']>;
  developerStatus?: InputMaybe<DeveloperStatus>;
};

/** Progress through onboarding; a step's data is null until that step is saved. */
export type OnboardingData = {
  appDescription?: Maybe<Scalars['String']['output']>;
  appDetails?: Maybe<AppDetails>;
  appName?: Maybe<Scalars['String']['output']>;
  completedAt?: Maybe<Scalars['DateTime']['output']>;
  completedSteps: Array<OnboardingStep>;
  country?: Maybe<Scalars['String']['output']>;
  developerDetails?: Maybe<DeveloperDetails>;
};

export type OnboardingDataInput = {
  appDescription?: InputMaybe<Scalars['String']['input']>;
  appName?: InputMaybe<Scalars['String']['input']>;
};

export type OnboardingProgress = {
  metadata: ProfileMetadata;
  onboardingData: OnboardingData;
  userId: Scalars['ID']['output'];
};

/** The three onboarding steps, in order (SPEC section 2). */
export type OnboardingStep = 'appDetails' | 'country' | 'developerDetails';

/** One step's form values; the step's own schema decides which fields count. */
export type OnboardingStepData = {
  address?: InputMaybe<Scalars['String']['input']>;
  appDescription?: InputMaybe<Scalars['String']['input']>;
  appName?: InputMaybe<Scalars['String']['input']>;
  city?: InputMaybe<Scalars['String']['input']>;
  companyName?: InputMaybe<Scalars['String']['input']>;
  country?: InputMaybe<Scalars['String']['input']>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  postalCode?: InputMaybe<Scalars['String']['input']>;
};

export type PersonalInfo = {
  address?: Maybe<Scalars['String']['output']>;
  city?: Maybe<Scalars['String']['output']>;
  country: Scalars['String']['output'];
  firstName?: Maybe<Scalars['String']['output']>;
  lastName?: Maybe<Scalars['String']['output']>;
  postalCode?: Maybe<Scalars['String']['output']>;
};

/** Personal details as the developer gives them; the onboarding step schemas decide what is valid. */
export type PersonalInfoInput = {
  address?: InputMaybe<Scalars['String']['input']>;
  city?: InputMaybe<Scalars['String']['input']>;
  /** ISO 3166-1 alpha-2 code from the onboarding country list; US when absent. */
  country?: InputMaybe<Scalars['String']['input']>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  postalCode?: InputMaybe<Scalars['String']['input']>;
};

export type ProfileMetadata = {
  createdAt: Scalars['DateTime']['output'];
  /** Goes up by one with every change to the profile. */
  profileVersion: Scalars['Int']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

export type Query = {
  /** Social providers with a client id and secret configured. */
  authProviders: AuthProviders;
  /** Admin only. */
  getAdminStats: AdminStats;
  /** The signed-in developer's profile; null before the first onboarding step is saved. */
  getDeveloperProfile?: Maybe<DeveloperProfile>;
  /** Admin only. Pending developer accounts, oldest application first; limit 1-100, default 50. */
  listPendingDevelopers: DeveloperProfilePage;
  /** Where developers write to staff (SUPPORT_EMAIL; shown to a rejected developer). */
  supportEmail: Scalars['String']['output'];
  /** The signed-in user, or null while signed out. */
  viewer?: Maybe<Viewer>;
};

export type QueryListPendingDevelopersArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
};

/** The signed-in person's role; admins review developers and apps. */
export type Role = 'ADMIN' | 'DEVELOPER';

/** The signed-in user: the App user of SPEC section 3. */
export type Viewer = {
  accountType?: Maybe<AccountType>;
  /** True once staff verified the developer account. */
  accountVerified: Scalars['Boolean']['output'];
  ageVerified: Scalars['Boolean']['output'];
  /** Profile picture URL from the social provider, if any. */
  avatar?: Maybe<Scalars['String']['output']>;
  businessName?: Maybe<Scalars['String']['output']>;
  /** ISO 8601 time the account was created. */
  createdAt: Scalars['String']['output'];
  developerStatus?: Maybe<DeveloperStatus>;
  email: Scalars['String']['output'];
  /** @deprecated Use isEmailVerified. */
  emailVerified: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  /** Email users: whether they confirmed their code. Social users: always true. */
  isEmailVerified: Scalars['Boolean']['output'];
  /** The display name; the part of the email before the at-sign when none is set. */
  name: Scalars['String']['output'];
  onboardingCompleted: Scalars['Boolean']['output'];
  provider: AuthProvider;
  role: Role;
};

export type ApproveDeveloperAccountMutationVariables = Exact<{
  userId: Scalars['ID']['input'];
  notes?: InputMaybe<Scalars['String']['input']>;
}>;

export type ApproveDeveloperAccountMutation = {
  approveDeveloperAccount: { userId: string; developerStatus: { status?: DeveloperStatus | null } };
};

export type AdminStatsQueryVariables = Exact<{ [key: string]: never }>;

export type AdminStatsQuery = {
  getAdminStats: {
    totalApps: number;
    pendingReview: number;
    publishedApps: number;
    totalDevelopers: number;
    pendingDevelopers: number;
  };
};

export type PendingDevelopersQueryVariables = Exact<{
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
}>;

export type PendingDevelopersQuery = {
  listPendingDevelopers: {
    nextToken?: string | null;
    items: Array<{
      userId: string;
      email: string;
      personalInfo: {
        firstName?: string | null;
        lastName?: string | null;
        address?: string | null;
        city?: string | null;
        postalCode?: string | null;
        country: string;
      };
      businessInfo: { accountType: AccountType; legalName: string; companyName?: string | null };
      developerStatus: { status?: DeveloperStatus | null };
      metadata: { createdAt: string };
      onboardingData: {
        appName?: string | null;
        appDescription?: string | null;
        completedSteps: Array<OnboardingStep>;
      };
    }>;
  };
};

export type RejectDeveloperAccountMutationVariables = Exact<{
  userId: Scalars['ID']['input'];
  notes: Scalars['String']['input'];
}>;

export type RejectDeveloperAccountMutation = {
  rejectDeveloperAccount: { userId: string; developerStatus: { status?: DeveloperStatus | null } };
};

export type AuthProvidersQueryVariables = Exact<{ [key: string]: never }>;

export type AuthProvidersQuery = { authProviders: { github: boolean; google: boolean } };

export type DeveloperProfileQueryVariables = Exact<{ [key: string]: never }>;

export type DeveloperProfileQuery = {
  getDeveloperProfile?: {
    userId: string;
    personalInfo: {
      firstName?: string | null;
      lastName?: string | null;
      address?: string | null;
      city?: string | null;
      postalCode?: string | null;
      country: string;
    };
    businessInfo: { companyName?: string | null };
    onboardingData: {
      completedSteps: Array<OnboardingStep>;
      completedAt?: string | null;
      country?: string | null;
      appName?: string | null;
      appDescription?: string | null;
      appDetails?: { appName: string; appDescription?: string | null } | null;
      developerDetails?: {
        firstName: string;
        lastName: string;
        address: string;
        city: string;
        postalCode: string;
        companyName?: string | null;
        country: string;
      } | null;
    };
    developerStatus: { status?: DeveloperStatus | null };
  } | null;
};

export type UpdateOnboardingProgressMutationVariables = Exact<{
  step: OnboardingStep;
  data: OnboardingStepData;
}>;

export type UpdateOnboardingProgressMutation = {
  updateOnboardingProgress: {
    userId: string;
    onboardingData: { completedSteps: Array<OnboardingStep>; completedAt?: string | null };
  };
};

export type ReviewStatusQueryVariables = Exact<{ [key: string]: never }>;

export type ReviewStatusQuery = {
  getDeveloperProfile?: {
    developerStatus: {
      status?: DeveloperStatus | null;
      verificationNotes?: string | null;
      lastStatusChange?: string | null;
    };
  } | null;
};

export type SupportEmailQueryVariables = Exact<{ [key: string]: never }>;

export type SupportEmailQuery = { supportEmail: string };

export type ViewerQueryVariables = Exact<{ [key: string]: never }>;

export type ViewerQuery = {
  viewer?: {
    id: string;
    email: string;
    name: string;
    role: Role;
    provider: AuthProvider;
    isEmailVerified: boolean;
    onboardingCompleted: boolean;
    accountVerified: boolean;
    avatar?: string | null;
  } | null;
};

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}

export const ApproveDeveloperAccountDocument = new TypedDocumentString(`
    mutation ApproveDeveloperAccount($userId: ID!, $notes: String) {
  approveDeveloperAccount(userId: $userId, notes: $notes) {
    userId
    developerStatus {
      status
    }
  }
}
    `) as unknown as TypedDocumentString<
  ApproveDeveloperAccountMutation,
  ApproveDeveloperAccountMutationVariables
>;
export const AdminStatsDocument = new TypedDocumentString(`
    query AdminStats {
  getAdminStats {
    totalApps
    pendingReview
    publishedApps
    totalDevelopers
    pendingDevelopers
  }
}
    `) as unknown as TypedDocumentString<AdminStatsQuery, AdminStatsQueryVariables>;
export const PendingDevelopersDocument = new TypedDocumentString(`
    query PendingDevelopers($limit: Int, $nextToken: String) {
  listPendingDevelopers(limit: $limit, nextToken: $nextToken) {
    items {
      userId
      email
      personalInfo {
        firstName
        lastName
        address
        city
        postalCode
        country
      }
      businessInfo {
        accountType
        legalName
        companyName
      }
      developerStatus {
        status
      }
      metadata {
        createdAt
      }
      onboardingData {
        appName
        appDescription
        completedSteps
      }
    }
    nextToken
  }
}
    `) as unknown as TypedDocumentString<PendingDevelopersQuery, PendingDevelopersQueryVariables>;
export const RejectDeveloperAccountDocument = new TypedDocumentString(`
    mutation RejectDeveloperAccount($userId: ID!, $notes: String!) {
  rejectDeveloperAccount(userId: $userId, notes: $notes) {
    userId
    developerStatus {
      status
    }
  }
}
    `) as unknown as TypedDocumentString<
  RejectDeveloperAccountMutation,
  RejectDeveloperAccountMutationVariables
>;
export const AuthProvidersDocument = new TypedDocumentString(`
    query AuthProviders {
  authProviders {
    github
    google
  }
}
    `) as unknown as TypedDocumentString<AuthProvidersQuery, AuthProvidersQueryVariables>;
export const DeveloperProfileDocument = new TypedDocumentString(`
    query DeveloperProfile {
  getDeveloperProfile {
    userId
    personalInfo {
      firstName
      lastName
      address
      city
      postalCode
      country
    }
    businessInfo {
      companyName
    }
    onboardingData {
      completedSteps
      completedAt
      country
      appName
      appDescription
      appDetails {
        appName
        appDescription
      }
      developerDetails {
        firstName
        lastName
        address
        city
        postalCode
        companyName
        country
      }
    }
    developerStatus {
      status
    }
  }
}
    `) as unknown as TypedDocumentString<DeveloperProfileQuery, DeveloperProfileQueryVariables>;
export const UpdateOnboardingProgressDocument = new TypedDocumentString(`
    mutation UpdateOnboardingProgress($step: OnboardingStep!, $data: OnboardingStepData!) {
  updateOnboardingProgress(step: $step, data: $data) {
    userId
    onboardingData {
      completedSteps
      completedAt
    }
  }
}
    `) as unknown as TypedDocumentString<
  UpdateOnboardingProgressMutation,
  UpdateOnboardingProgressMutationVariables
>;
export const ReviewStatusDocument = new TypedDocumentString(`
    query ReviewStatus {
  getDeveloperProfile {
    developerStatus {
      status
      verificationNotes
      lastStatusChange
    }
  }
}
    `) as unknown as TypedDocumentString<ReviewStatusQuery, ReviewStatusQueryVariables>;
export const SupportEmailDocument = new TypedDocumentString(`
    query SupportEmail {
  supportEmail
}
    `) as unknown as TypedDocumentString<SupportEmailQuery, SupportEmailQueryVariables>;
export const ViewerDocument = new TypedDocumentString(`
    query Viewer {
  viewer {
    id
    email
    name
    role
    provider
    isEmailVerified
    onboardingCompleted
    accountVerified
    avatar
  }
}
    `) as unknown as TypedDocumentString<ViewerQuery, ViewerQueryVariables>;
