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
  /** Saves one onboarding step; the first save creates the profile (SPEC section 4). */
  updateOnboardingProgress: OnboardingProgress;
};

/** Modules add their mutations with `extend type Mutation`. */
export type MutationUpdateOnboardingProgressArgs = {
  data: OnboardingStepData;
  step: OnboardingStep;
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

export type ProfileMetadata = {
  createdAt: Scalars['DateTime']['output'];
  /** Goes up by one with every change to the profile. */
  profileVersion: Scalars['Int']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

export type Query = {
  /** Social providers with a client id and secret configured. */
  authProviders: AuthProviders;
  /** The signed-in developer's profile; null before the first onboarding step is saved. */
  getDeveloperProfile?: Maybe<DeveloperProfile>;
  /** The signed-in user, or null while signed out. */
  viewer?: Maybe<Viewer>;
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
  }
}
    `) as unknown as TypedDocumentString<ViewerQuery, ViewerQueryVariables>;
