/* This file was automatically generated. DO NOT UPDATE MANUALLY. */
import type { Resolvers } from './types.generated.js';
import { authProviders as Query_authProviders } from './../../modules/accounts/resolvers/Query/authProviders.js';
import { getAdminStats as Query_getAdminStats } from './../../modules/admin/resolvers/Query/getAdminStats.js';
import { getDeveloperProfile as Query_getDeveloperProfile } from './../../modules/developers/resolvers/Query/getDeveloperProfile.js';
import { listPendingDevelopers as Query_listPendingDevelopers } from './../../modules/admin/resolvers/Query/listPendingDevelopers.js';
import { supportEmail as Query_supportEmail } from './../../modules/developers/resolvers/Query/supportEmail.js';
import { viewer as Query_viewer } from './../../modules/accounts/resolvers/Query/viewer.js';
import { approveDeveloperAccount as Mutation_approveDeveloperAccount } from './../../modules/admin/resolvers/Mutation/approveDeveloperAccount.js';
import { createDeveloperProfile as Mutation_createDeveloperProfile } from './../../modules/developers/resolvers/Mutation/createDeveloperProfile.js';
import { rejectDeveloperAccount as Mutation_rejectDeveloperAccount } from './../../modules/admin/resolvers/Mutation/rejectDeveloperAccount.js';
import { updateOnboardingProgress as Mutation_updateOnboardingProgress } from './../../modules/developers/resolvers/Mutation/updateOnboardingProgress.js';
import { updateUserProfile as Mutation_updateUserProfile } from './../../modules/developers/resolvers/Mutation/updateUserProfile.js';
import { AdminStats } from './../../modules/admin/resolvers/AdminStats.js';
import { AppDetails } from './../../modules/developers/resolvers/AppDetails.js';
import { AuthProviders } from './../../modules/accounts/resolvers/AuthProviders.js';
import { BusinessInfo } from './../../modules/developers/resolvers/BusinessInfo.js';
import { DeveloperDetails } from './../../modules/developers/resolvers/DeveloperDetails.js';
import { DeveloperProfile } from './../../modules/developers/resolvers/DeveloperProfile.js';
import { DeveloperProfilePage } from './../../modules/admin/resolvers/DeveloperProfilePage.js';
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
    getAdminStats: Query_getAdminStats,
    getDeveloperProfile: Query_getDeveloperProfile,
    listPendingDevelopers: Query_listPendingDevelopers,
    supportEmail: Query_supportEmail,
    viewer: Query_viewer,
  },
  Mutation: {
    approveDeveloperAccount: Mutation_approveDeveloperAccount,
    createDeveloperProfile: Mutation_createDeveloperProfile,
    rejectDeveloperAccount: Mutation_rejectDeveloperAccount,
    updateOnboardingProgress: Mutation_updateOnboardingProgress,
    updateUserProfile: Mutation_updateUserProfile,
  },

  AdminStats: AdminStats,
  AppDetails: AppDetails,
  AuthProviders: AuthProviders,
  BusinessInfo: BusinessInfo,
  DeveloperDetails: DeveloperDetails,
  DeveloperProfile: DeveloperProfile,
  DeveloperProfilePage: DeveloperProfilePage,
  DeveloperStatusInfo: DeveloperStatusInfo,
  OnboardingData: OnboardingData,
  OnboardingProgress: OnboardingProgress,
  PersonalInfo: PersonalInfo,
  ProfileMetadata: ProfileMetadata,
  Viewer: Viewer,
  DateTime: DateTime,
};
