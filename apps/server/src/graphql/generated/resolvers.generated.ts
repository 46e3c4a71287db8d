/* This file was automatically generated. DO NOT UPDATE MANUALLY. */
import type { Resolvers } from './types.generated.js';
import { authProviders as Query_authProviders } from './../../modules/accounts/resolvers/Query/authProviders.js';
import { getDeveloperProfile as Query_getDeveloperProfile } from './../../modules/developers/resolvers/Query/getDeveloperProfile.js';
import { viewer as Query_viewer } from './../../modules/accounts/resolvers/Query/viewer.js';
import { updateOnboardingProgress as Mutation_updateOnboardingProgress } from './../../modules/developers/resolvers/Mutation/updateOnboardingProgress.js';
import { AppDetails } from './../../modules/developers/resolvers/AppDetails.js';
import { AuthProviders } from './../../modules/accounts/resolvers/AuthProviders.js';
import { BusinessInfo } from './../../modules/developers/resolvers/BusinessInfo.js';
import { DeveloperDetails } from './../../modules/developers/resolvers/DeveloperDetails.js';
import { DeveloperProfile } from './../../modules/developers/resolvers/DeveloperProfile.js';
import { DeveloperStatusInfo } from './../../modules/developers/resolvers/DeveloperStatusInfo.js';
import { OnboardingData } from './../../modules/developers/resolvers/OnboardingData.js';
import { OnboardingProgress } from './../../modules/developers/resolvers/OnboardingProgress.js';
import { PersonalInfo } from './../../modules/developers/resolvers/PersonalInfo.js';
import { ProfileMetadata } from './../../modules/developers/resolvers/ProfileMetadata.js';
import { Viewer } from './../../modules/accounts/resolvers/Viewer.js';
import { DateTime } from './../../modules/developers/resolvers/DateTime.js';
export const resolvers: Resolvers = {
  Query: {
    authProviders: Query_authProviders,
    getDeveloperProfile: Query_getDeveloperProfile,
    viewer: Query_viewer,
  },
  Mutation: { updateOnboardingProgress: Mutation_updateOnboardingProgress },

  AppDetails: AppDetails,
  AuthProviders: AuthProviders,
  BusinessInfo: BusinessInfo,
  DeveloperDetails: DeveloperDetails,
  DeveloperProfile: DeveloperProfile,
  DeveloperStatusInfo: DeveloperStatusInfo,
  OnboardingData: OnboardingData,
  OnboardingProgress: OnboardingProgress,
  PersonalInfo: PersonalInfo,
  ProfileMetadata: ProfileMetadata,
  Viewer: Viewer,
  DateTime: DateTime,
};
