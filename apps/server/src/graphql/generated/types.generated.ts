import type { GraphQLResolveInfo } from 'graphql';
import type { ViewerMapper } from './../../modules/accounts/schema.mappers.js';
import type { GraphQLContext } from '../context';
export type Maybe<T> = T | null | undefined;
export type InputMaybe<T> = T | null | undefined;
export type EnumResolverSignature<T, AllowedValues = any> = { [key in keyof T]?: AllowedValues };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string | number };
  String: { input: string; output: string };
  Boolean: { input: boolean; output: boolean };
  Int: { input: number; output: number };
  Float: { input: number; output: number };
};

/** A developer's legal form (SPEC section 3). */
export type AccountType = 'BUSINESS' | 'INDIVIDUAL';

/** How the user signs in: email and password, or one social provider. */
export type AuthProvider = 'EMAIL' | 'GITHUB' | 'GOOGLE';

/** Which social sign-in providers this server is configured for. */
export type AuthProviders = {
  __typename?: 'AuthProviders';
  github: Scalars['Boolean']['output'];
  google: Scalars['Boolean']['output'];
};

/** Where a developer account stands in staff review. */
export type DeveloperStatus = 'PENDING' | 'REJECTED' | 'VERIFIED';

export type Query = {
  __typename?: 'Query';
  /** Social providers with a client id and secret configured. */
  authProviders: AuthProviders;
  /** The signed-in user, or null while signed out. */
  viewer?: Maybe<Viewer>;
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
  AccountType: ResolverTypeWrapper<'BUSINESS' | 'INDIVIDUAL'>;
  AuthProvider: ResolverTypeWrapper<'EMAIL' | 'GITHUB' | 'GOOGLE'>;
  AuthProviders: ResolverTypeWrapper<AuthProviders>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  DeveloperStatus: ResolverTypeWrapper<'PENDING' | 'VERIFIED' | 'REJECTED'>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Role: ResolverTypeWrapper<'DEVELOPER' | 'ADMIN'>;
  Viewer: ResolverTypeWrapper<ViewerMapper>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AuthProviders: AuthProviders;
  Boolean: Scalars['Boolean']['output'];
  Query: Record<PropertyKey, never>;
  Viewer: ViewerMapper;
  String: Scalars['String']['output'];
  ID: Scalars['ID']['output'];
};

export type AccountTypeResolvers = EnumResolverSignature<
  { BUSINESS?: any; INDIVIDUAL?: any },
  ResolversTypes['AccountType']
>;

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

export type DeveloperStatusResolvers = EnumResolverSignature<
  { PENDING?: any; REJECTED?: any; VERIFIED?: any },
  ResolversTypes['DeveloperStatus']
>;

export type QueryResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query'],
> = {
  authProviders?: Resolver<ResolversTypes['AuthProviders'], ParentType, ContextType>;
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
  AuthProvider?: AuthProviderResolvers;
  AuthProviders?: AuthProvidersResolvers<ContextType>;
  DeveloperStatus?: DeveloperStatusResolvers;
  Query?: QueryResolvers<ContextType>;
  Role?: RoleResolvers;
  Viewer?: ViewerResolvers<ContextType>;
};
