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
};

/** A developer's legal form (SPEC section 3). */
export type AccountType = 'BUSINESS' | 'INDIVIDUAL';

/** How the user signs in: email and password, or one social provider. */
export type AuthProvider = 'EMAIL' | 'GITHUB' | 'GOOGLE';

/** Which social sign-in providers this server is configured for. */
export type AuthProviders = {
  github: Scalars['Boolean']['output'];
  google: Scalars['Boolean']['output'];
};

/** Where a developer account stands in staff review. */
export type DeveloperStatus = 'PENDING' | 'REJECTED' | 'VERIFIED';

export type Query = {
  /** Social providers with a client id and secret configured. */
  authProviders: AuthProviders;
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
