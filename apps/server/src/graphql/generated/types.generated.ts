import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { ViewerMapper } from './../../modules/accounts/schema.mappers.js';
import type { GraphQLContext } from '../context';
export type Maybe<T> = T | null | undefined;
export type InputMaybe<T> = T | null | undefined;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type EnumResolverSignature<T, AllowedValues = any> = { [key in keyof T]?: AllowedValues };
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string | number };
  String: { input: string; output: string };
  Boolean: { input: boolean; output: boolean };
  Int: { input: number; output: number };
  Float: { input: number; output: number };
  /** ISO 8601 date and time, e.g. 2026-11-21T16:52:43.000Z. */
  DateTime: { input: unknown; output: unknown };
};

/** A developer's legal form (SPEC section 3). */
export type AccountType = 'business' | 'individual';

/** Store-wide counts for the admin dashboard (SPEC section 3, Admin stats). */
export type AdminStats = {
  __typename?: 'AdminStats';
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
  __typename?: 'AppDetails';
  appDescription?: Maybe<Scalars['String']['output']>;
  appName: Scalars['String']['output'];
};

/** How the user signs in: email and password, or one social provider. */
export type AuthProvider = 'EMAIL' | 'GITHUB' | 'GOOGLE';

/** Which social sign-in providers this server is configured for. */
export type AuthProviders = {
  __typename?: 'AuthProviders';
  github: Scalars['Boolean']['output'];
  google: Scalars['Boolean']['output'];
};

export type BusinessInfo = {
  __typename?: 'BusinessInfo';
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
  __typename?: 'DeveloperDetails';
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
  __typename?: 'DeveloperProfile';
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
  __typename?: 'DeveloperProfilePage';
  items: Array<DeveloperProfile>;
  nextToken?: Maybe<Scalars['String']['output']>;
};

/** Where a developer account stands in staff review. */
export type DeveloperStatus = 'pending' | 'rejected' | 'verified';

export type DeveloperStatusInfo = {
  __typename?: 'DeveloperStatusInfo';
  lastStatusChange?: Maybe<Scalars['DateTime']['output']>;
  /** Null until onboarding is completed. */
  status?: Maybe<DeveloperStatus>;
  verificationNotes?: Maybe<Scalars['String']['output']>;
  verifiedAt?: Maybe<Scalars['DateTime']['output']>;
};

/** Modules add their mutations with `extend type Mutation`. */
export type Mutation = {
  __typename?: 'Mutation';
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
export type MutationapproveDeveloperAccountArgs = {
  notes?: InputMaybe<Scalars['String']['input']>;
  userId: Scalars['ID']['input'];
};

/** Modules add their mutations with `extend type Mutation`. */
export type MutationcreateDeveloperProfileArgs = {
  businessInfo?: InputMaybe<BusinessInfoInput>;
  email: Scalars['String']['input'];
  onboardingData?: InputMaybe<OnboardingDataInput>;
  personalInfo?: InputMaybe<PersonalInfoInput>;
};

/** Modules add their mutations with `extend type Mutation`. */
export type MutationrejectDeveloperAccountArgs = {
  notes: Scalars['String']['input'];
  userId: Scalars['ID']['input'];
};

/** Modules add their mutations with `extend type Mutation`. */
export type MutationupdateOnboardingProgressArgs = {
  data: OnboardingStepData;
  step: OnboardingStep;
};

/** Modules add their mutations with `extend type Mutation`. */
export type MutationupdateUserProfileArgs = {
  accountType?: InputMaybe<AccountType>;
  ageVerified?: InputMaybe<Scalars['Boolean']['input']>;
  businessName?: InputMaybe<Scalars['String']['input']>;
  developerStatus?: InputMaybe<DeveloperStatus>;
};

/** Progress through onboarding; a step's data is null until that step is saved. */
export type OnboardingData = {
  __typename?: 'OnboardingData';
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
  __typename?: 'OnboardingProgress';
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
  __typename?: 'PersonalInfo';
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
  __typename?: 'ProfileMetadata';
  createdAt: Scalars['DateTime']['output'];
  /** Goes up by one with every change to the profile. */
  profileVersion: Scalars['Int']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

export type Query = {
  __typename?: 'Query';
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

export type QuerylistPendingDevelopersArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
};

/** The signed-in person's role; admins review developers and apps. */
export type Role = 'ADMIN' | 'DEVELOPER';

/** The signed-in user: the App user of SPEC section 3. */
export type Viewer = {
  __typename?: 'Viewer';
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

export type ResolverTypeWrapper<T> = Promise<T> | T;

export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<
  TResult,
  TParent = Record<PropertyKey, never>,
  TContext = Record<PropertyKey, never>,
  TArgs = Record<PropertyKey, never>,
> =
  | ResolverFn<TResult, TParent, TContext, TArgs>
  | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<
  TResult,
  TKey extends string,
  TParent,
  TContext,
  TArgs,
> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<
  TResult,
  TKey extends string,
  TParent = Record<PropertyKey, never>,
  TContext = Record<PropertyKey, never>,
  TArgs = Record<PropertyKey, never>,
> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<
  TTypes,
  TParent = Record<PropertyKey, never>,
  TContext = Record<PropertyKey, never>,
> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo,
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<
  T = Record<PropertyKey, never>,
  TContext = Record<PropertyKey, never>,
> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<
  TResult = Record<PropertyKey, never>,
  TParent = Record<PropertyKey, never>,
  TContext = Record<PropertyKey, never>,
  TArgs = Record<PropertyKey, never>,
> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) => TResult | Promise<TResult>;

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AccountType: ResolverTypeWrapper<'individual' | 'business'>;
  AdminStats: ResolverTypeWrapper<AdminStats>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  AppDetails: ResolverTypeWrapper<AppDetails>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  AuthProvider: ResolverTypeWrapper<'EMAIL' | 'GITHUB' | 'GOOGLE'>;
  AuthProviders: ResolverTypeWrapper<AuthProviders>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  BusinessInfo: ResolverTypeWrapper<
    Omit<BusinessInfo, 'accountType'> & { accountType: ResolversTypes['AccountType'] }
  >;
  BusinessInfoInput: BusinessInfoInput;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DeveloperDetails: ResolverTypeWrapper<DeveloperDetails>;
  DeveloperProfile: ResolverTypeWrapper<
    Omit<
      DeveloperProfile,
      'accountType' | 'businessInfo' | 'developerStatus' | 'onboardingData'
    > & {
      accountType: ResolversTypes['AccountType'];
      businessInfo: ResolversTypes['BusinessInfo'];
      developerStatus: ResolversTypes['DeveloperStatusInfo'];
      onboardingData: ResolversTypes['OnboardingData'];
    }
  >;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  DeveloperProfilePage: ResolverTypeWrapper<
    Omit<DeveloperProfilePage, 'items'> & { items: Array<ResolversTypes['DeveloperProfile']> }
  >;
  DeveloperStatus: ResolverTypeWrapper<'pending' | 'verified' | 'rejected'>;
  DeveloperStatusInfo: ResolverTypeWrapper<
    Omit<DeveloperStatusInfo, 'status'> & { status?: Maybe<ResolversTypes['DeveloperStatus']> }
  >;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  OnboardingData: ResolverTypeWrapper<
    Omit<OnboardingData, 'completedSteps'> & {
      completedSteps: Array<ResolversTypes['OnboardingStep']>;
    }
  >;
  OnboardingDataInput: OnboardingDataInput;
  OnboardingProgress: ResolverTypeWrapper<
    Omit<OnboardingProgress, 'onboardingData'> & {
      onboardingData: ResolversTypes['OnboardingData'];
    }
  >;
  OnboardingStep: ResolverTypeWrapper<'country' | 'appDetails' | 'developerDetails'>;
  OnboardingStepData: OnboardingStepData;
  PersonalInfo: ResolverTypeWrapper<PersonalInfo>;
  PersonalInfoInput: PersonalInfoInput;
  ProfileMetadata: ResolverTypeWrapper<ProfileMetadata>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Role: ResolverTypeWrapper<'DEVELOPER' | 'ADMIN'>;
  Viewer: ResolverTypeWrapper<ViewerMapper>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AdminStats: AdminStats;
  Int: Scalars['Int']['output'];
  AppDetails: AppDetails;
  String: Scalars['String']['output'];
  AuthProviders: AuthProviders;
  Boolean: Scalars['Boolean']['output'];
  BusinessInfo: BusinessInfo;
  BusinessInfoInput: BusinessInfoInput;
  DateTime: Scalars['DateTime']['output'];
  DeveloperDetails: DeveloperDetails;
  DeveloperProfile: Omit<
    DeveloperProfile,
    'businessInfo' | 'developerStatus' | 'onboardingData'
  > & {
    businessInfo: ResolversParentTypes['BusinessInfo'];
    developerStatus: ResolversParentTypes['DeveloperStatusInfo'];
    onboardingData: ResolversParentTypes['OnboardingData'];
  };
  ID: Scalars['ID']['output'];
  DeveloperProfilePage: Omit<DeveloperProfilePage, 'items'> & {
    items: Array<ResolversParentTypes['DeveloperProfile']>;
  };
  DeveloperStatusInfo: DeveloperStatusInfo;
  Mutation: Record<PropertyKey, never>;
  OnboardingData: OnboardingData;
  OnboardingDataInput: OnboardingDataInput;
  OnboardingProgress: Omit<OnboardingProgress, 'onboardingData'> & {
    onboardingData: ResolversParentTypes['OnboardingData'];
  };
  OnboardingStepData: OnboardingStepData;
  PersonalInfo: PersonalInfo;
  PersonalInfoInput: PersonalInfoInput;
  ProfileMetadata: ProfileMetadata;
  Query: Record<PropertyKey, never>;
  Viewer: ViewerMapper;
};

export type AccountTypeResolvers = EnumResolverSignature<
  { business?: any; individual?: any },
  ResolversTypes['AccountType']
>;

export type AdminStatsResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['AdminStats'] = ResolversParentTypes['AdminStats'],
> = {
  pendingDevelopers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pendingReview?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  publishedApps?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalApps?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalDevelopers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AppDetailsResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['AppDetails'] = ResolversParentTypes['AppDetails'],
> = {
  appDescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  appName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AuthProviderResolvers = EnumResolverSignature<
  { EMAIL?: any; GITHUB?: any; GOOGLE?: any },
  ResolversTypes['AuthProvider']
>;

export type AuthProvidersResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['AuthProviders'] = ResolversParentTypes['AuthProviders'],
> = {
  github?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  google?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type BusinessInfoResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['BusinessInfo'] = ResolversParentTypes['BusinessInfo'],
> = {
  accountType?: Resolver<ResolversTypes['AccountType'], ParentType, ContextType>;
  companyName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  legalName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<
  ResolversTypes['DateTime'],
  any
> {
  name: 'DateTime';
}

export type DeveloperDetailsResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['DeveloperDetails'] =
    ResolversParentTypes['DeveloperDetails'],
> = {
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  companyName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  postalCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DeveloperProfileResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['DeveloperProfile'] =
    ResolversParentTypes['DeveloperProfile'],
> = {
  accountType?: Resolver<ResolversTypes['AccountType'], ParentType, ContextType>;
  ageVerified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  businessInfo?: Resolver<ResolversTypes['BusinessInfo'], ParentType, ContextType>;
  businessName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  developerStatus?: Resolver<ResolversTypes['DeveloperStatusInfo'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  metadata?: Resolver<ResolversTypes['ProfileMetadata'], ParentType, ContextType>;
  onboardingData?: Resolver<ResolversTypes['OnboardingData'], ParentType, ContextType>;
  personalInfo?: Resolver<ResolversTypes['PersonalInfo'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type DeveloperProfilePageResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['DeveloperProfilePage'] =
    ResolversParentTypes['DeveloperProfilePage'],
> = {
  items?: Resolver<Array<ResolversTypes['DeveloperProfile']>, ParentType, ContextType>;
  nextToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type DeveloperStatusResolvers = EnumResolverSignature<
  { pending?: any; rejected?: any; verified?: any },
  ResolversTypes['DeveloperStatus']
>;

export type DeveloperStatusInfoResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['DeveloperStatusInfo'] =
    ResolversParentTypes['DeveloperStatusInfo'],
> = {
  lastStatusChange?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['DeveloperStatus']>, ParentType, ContextType>;
  verificationNotes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  verifiedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type MutationResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation'],
> = {
  approveDeveloperAccount?: Resolver<
    ResolversTypes['DeveloperProfile'],
    ParentType,
    ContextType,
    RequireFields<MutationapproveDeveloperAccountArgs, 'userId'>
  >;
  createDeveloperProfile?: Resolver<
    ResolversTypes['DeveloperProfile'],
    ParentType,
    ContextType,
    RequireFields<MutationcreateDeveloperProfileArgs, 'email'>
  >;
  rejectDeveloperAccount?: Resolver<
    ResolversTypes['DeveloperProfile'],
    ParentType,
    ContextType,
    RequireFields<MutationrejectDeveloperAccountArgs, 'notes' | 'userId'>
  >;
  updateOnboardingProgress?: Resolver<
    ResolversTypes['OnboardingProgress'],
    ParentType,
    ContextType,
    RequireFields<MutationupdateOnboardingProgressArgs, 'data' | 'step'>
  >;
  updateUserProfile?: Resolver<
    ResolversTypes['Viewer'],
    ParentType,
    ContextType,
    Partial<MutationupdateUserProfileArgs>
  >;
};

export type OnboardingDataResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['OnboardingData'] =
    ResolversParentTypes['OnboardingData'],
> = {
  appDescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  appDetails?: Resolver<Maybe<ResolversTypes['AppDetails']>, ParentType, ContextType>;
  appName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  completedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  completedSteps?: Resolver<Array<ResolversTypes['OnboardingStep']>, ParentType, ContextType>;
  country?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  developerDetails?: Resolver<Maybe<ResolversTypes['DeveloperDetails']>, ParentType, ContextType>;
};

export type OnboardingProgressResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['OnboardingProgress'] =
    ResolversParentTypes['OnboardingProgress'],
> = {
  metadata?: Resolver<ResolversTypes['ProfileMetadata'], ParentType, ContextType>;
  onboardingData?: Resolver<ResolversTypes['OnboardingData'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type OnboardingStepResolvers = EnumResolverSignature<
  { appDetails?: any; country?: any; developerDetails?: any },
  ResolversTypes['OnboardingStep']
>;

export type PersonalInfoResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['PersonalInfo'] = ResolversParentTypes['PersonalInfo'],
> = {
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  postalCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ProfileMetadataResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['ProfileMetadata'] =
    ResolversParentTypes['ProfileMetadata'],
> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  profileVersion?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type QueryResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query'],
> = {
  authProviders?: Resolver<ResolversTypes['AuthProviders'], ParentType, ContextType>;
  getAdminStats?: Resolver<ResolversTypes['AdminStats'], ParentType, ContextType>;
  getDeveloperProfile?: Resolver<
    Maybe<ResolversTypes['DeveloperProfile']>,
    ParentType,
    ContextType
  >;
  listPendingDevelopers?: Resolver<
    ResolversTypes['DeveloperProfilePage'],
    ParentType,
    ContextType,
    Partial<QuerylistPendingDevelopersArgs>
  >;
  supportEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  viewer?: Resolver<Maybe<ResolversTypes['Viewer']>, ParentType, ContextType>;
};

export type RoleResolvers = EnumResolverSignature<
  { ADMIN?: any; DEVELOPER?: any },
  ResolversTypes['Role']
>;

export type ViewerResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Viewer'] = ResolversParentTypes['Viewer'],
> = {
  accountType?: Resolver<Maybe<ResolversTypes['AccountType']>, ParentType, ContextType>;
  accountVerified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  ageVerified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  avatar?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  businessName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  developerStatus?: Resolver<Maybe<ResolversTypes['DeveloperStatus']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  emailVerified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isEmailVerified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  onboardingCompleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  provider?: Resolver<ResolversTypes['AuthProvider'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphQLContext> = {
  AccountType?: AccountTypeResolvers;
  AdminStats?: AdminStatsResolvers<ContextType>;
  AppDetails?: AppDetailsResolvers<ContextType>;
  AuthProvider?: AuthProviderResolvers;
  AuthProviders?: AuthProvidersResolvers<ContextType>;
  BusinessInfo?: BusinessInfoResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  DeveloperDetails?: DeveloperDetailsResolvers<ContextType>;
  DeveloperProfile?: DeveloperProfileResolvers<ContextType>;
  DeveloperProfilePage?: DeveloperProfilePageResolvers<ContextType>;
  DeveloperStatus?: DeveloperStatusResolvers;
  DeveloperStatusInfo?: DeveloperStatusInfoResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  OnboardingData?: OnboardingDataResolvers<ContextType>;
  OnboardingProgress?: OnboardingProgressResolvers<ContextType>;
  OnboardingStep?: OnboardingStepResolvers;
  PersonalInfo?: PersonalInfoResolvers<ContextType>;
  ProfileMetadata?: ProfileMetadataResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Role?: RoleResolvers;
  Viewer?: ViewerResolvers<ContextType>;
};
