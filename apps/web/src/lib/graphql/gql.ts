/* eslint-disable */
import * as types from './graphql';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
  '\n  query AuthProviders {\n    authProviders {\n      github\n      google\n    }\n  }\n': typeof types.AuthProvidersDocument;
  '\n  query DeveloperProfile {\n    getDeveloperProfile {\n      userId\n      personalInfo {\n        firstName\n        lastName\n        address\n        city\n        postalCode\n        country\n      }\n      businessInfo {\n        companyName\n      }\n      onboardingData {\n        completedSteps\n        completedAt\n        country\n        appName\n        appDescription\n        appDetails {\n          appName\n          appDescription\n        }\n        developerDetails {\n          firstName\n          lastName\n          address\n          city\n          postalCode\n          companyName\n          country\n        }\n      }\n      developerStatus {\n        status\n      }\n    }\n  }\n': typeof types.DeveloperProfileDocument;
  '\n  mutation UpdateOnboardingProgress($step: OnboardingStep!, $data: OnboardingStepData!) {\n    updateOnboardingProgress(step: $step, data: $data) {\n      userId\n      onboardingData {\n        completedSteps\n        completedAt\n      }\n    }\n  }\n': typeof types.UpdateOnboardingProgressDocument;
  '\n  query Viewer {\n    viewer {\n      id\n      email\n      name\n      role\n      provider\n      isEmailVerified\n      onboardingCompleted\n      accountVerified\n    }\n  }\n': typeof types.ViewerDocument;
};
const documents: Documents = {
  '\n  query AuthProviders {\n    authProviders {\n      github\n      google\n    }\n  }\n':
    types.AuthProvidersDocument,
  '\n  query DeveloperProfile {\n    getDeveloperProfile {\n      userId\n      personalInfo {\n        firstName\n        lastName\n        address\n        city\n        postalCode\n        country\n      }\n      businessInfo {\n        companyName\n      }\n      onboardingData {\n        completedSteps\n        completedAt\n        country\n        appName\n        appDescription\n        appDetails {\n          appName\n          appDescription\n        }\n        developerDetails {\n          firstName\n          lastName\n          address\n          city\n          postalCode\n          companyName\n          country\n        }\n      }\n      developerStatus {\n        status\n      }\n    }\n  }\n':
    types.DeveloperProfileDocument,
  '\n  mutation UpdateOnboardingProgress($step: OnboardingStep!, $data: OnboardingStepData!) {\n    updateOnboardingProgress(step: $step, data: $data) {\n      userId\n      onboardingData {\n        completedSteps\n        completedAt\n      }\n    }\n  }\n':
    types.UpdateOnboardingProgressDocument,
  '\n  query Viewer {\n    viewer {\n      id\n      email\n      name\n      role\n      provider\n      isEmailVerified\n      onboardingCompleted\n      accountVerified\n    }\n  }\n':
    types.ViewerDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AuthProviders {\n    authProviders {\n      github\n      google\n    }\n  }\n',
): typeof import('./graphql').AuthProvidersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query DeveloperProfile {\n    getDeveloperProfile {\n      userId\n      personalInfo {\n        firstName\n        lastName\n        address\n        city\n        postalCode\n        country\n      }\n      businessInfo {\n        companyName\n      }\n      onboardingData {\n        completedSteps\n        completedAt\n        country\n        appName\n        appDescription\n        appDetails {\n          appName\n          appDescription\n        }\n        developerDetails {\n          firstName\n          lastName\n          address\n          city\n          postalCode\n          companyName\n          country\n        }\n      }\n      developerStatus {\n        status\n      }\n    }\n  }\n',
): typeof import('./graphql').DeveloperProfileDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateOnboardingProgress($step: OnboardingStep!, $data: OnboardingStepData!) {\n    updateOnboardingProgress(step: $step, data: $data) {\n      userId\n      onboardingData {\n        completedSteps\n        completedAt\n      }\n    }\n  }\n',
): typeof import('./graphql').UpdateOnboardingProgressDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query Viewer {\n    viewer {\n      id\n      email\n      name\n      role\n      provider\n      isEmailVerified\n      onboardingCompleted\n      accountVerified\n    }\n  }\n',
): typeof import('./graphql').ViewerDocument;

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
