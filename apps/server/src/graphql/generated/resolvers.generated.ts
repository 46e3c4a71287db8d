/* This file was automatically generated. DO NOT UPDATE MANUALLY. */
import type { Resolvers } from './types.generated.js';
import { authProviders as Query_authProviders } from './../../modules/accounts/resolvers/Query/authProviders.js';
import { checkBundleIdentifier as Query_checkBundleIdentifier } from './../../modules/apps/resolvers/Query/checkBundleIdentifier.js';
import { getAdminStats as Query_getAdminStats } from './../../modules/admin/resolvers/Query/getAdminStats.js';
import { getApplication as Query_getApplication } from './../../modules/apps/resolvers/Query/getApplication.js';
import { getDeveloperProfile as Query_getDeveloperProfile } from './../../modules/developers/resolvers/Query/getDeveloperProfile.js';
import { listDeveloperApplications as Query_listDeveloperApplications } from './../../modules/apps/resolvers/Query/listDeveloperApplications.js';
import { listPendingDevelopers as Query_listPendingDevelopers } from './../../modules/admin/resolvers/Query/listPendingDevelopers.js';
import { supportEmail as Query_supportEmail } from './../../modules/developers/resolvers/Query/supportEmail.js';
import { viewer as Query_viewer } from './../../modules/accounts/resolvers/Query/viewer.js';
import { approveDeveloperAccount as Mutation_approveDeveloperAccount } from './../../modules/admin/resolvers/Mutation/approveDeveloperAccount.js';
import { createApplication as Mutation_createApplication } from './../../modules/apps/resolvers/Mutation/createApplication.js';
import { createDeveloperProfile as Mutation_createDeveloperProfile } from './../../modules/developers/resolvers/Mutation/createDeveloperProfile.js';
import { deleteApplication as Mutation_deleteApplication } from './../../modules/apps/resolvers/Mutation/deleteApplication.js';
import { rejectDeveloperAccount as Mutation_rejectDeveloperAccount } from './../../modules/admin/resolvers/Mutation/rejectDeveloperAccount.js';
import { updateApplication as Mutation_updateApplication } from './../../modules/apps/resolvers/Mutation/updateApplication.js';
import { updateOnboardingProgress as Mutation_updateOnboardingProgress } from './../../modules/developers/resolvers/Mutation/updateOnboardingProgress.js';
import { updateUserProfile as Mutation_updateUserProfile } from './../../modules/developers/resolvers/Mutation/updateUserProfile.js';
import { AdminStats } from './../../modules/admin/resolvers/AdminStats.js';
import { AgeRating } from './../../modules/apps/resolvers/AgeRating.js';
import { AppDetails } from './../../modules/developers/resolvers/AppDetails.js';
import { Application } from './../../modules/apps/resolvers/Application.js';
import { ApplicationAnalytics } from './../../modules/apps/resolvers/ApplicationAnalytics.js';
import { ApplicationAssets } from './../../modules/apps/resolvers/ApplicationAssets.js';
import { ApplicationMetadata } from './../../modules/apps/resolvers/ApplicationMetadata.js';
import { ApplicationPage } from './../../modules/apps/resolvers/ApplicationPage.js';
import { ApplicationVersion } from './../../modules/apps/resolvers/ApplicationVersion.js';
import { AssetFile } from './../../modules/apps/resolvers/AssetFile.js';
import { AuthProviders } from './../../modules/accounts/resolvers/AuthProviders.js';
import { BundleCheckResult } from './../../modules/apps/resolvers/BundleCheckResult.js';
import { BusinessInfo } from './../../modules/developers/resolvers/BusinessInfo.js';
import { DeleteApplicationResult } from './../../modules/apps/resolvers/DeleteApplicationResult.js';
import { DeveloperDetails } from './../../modules/developers/resolvers/DeveloperDetails.js';
import { DeveloperProfile } from './../../modules/developers/resolvers/DeveloperProfile.js';
import { DeveloperProfilePage } from './../../modules/admin/resolvers/DeveloperProfilePage.js';
import { DeveloperStatusInfo } from './../../modules/developers/resolvers/DeveloperStatusInfo.js';
import { LegalPages } from './../../modules/apps/resolvers/LegalPages.js';
import { OnboardingData } from './../../modules/developers/resolvers/OnboardingData.js';
import { OnboardingProgress } from './../../modules/developers/resolvers/OnboardingProgress.js';
import { PersonalInfo } from './../../modules/developers/resolvers/PersonalInfo.js';
import { ProfileMetadata } from './../../modules/developers/resolvers/ProfileMetadata.js';
import { RegionalRatings } from './../../modules/apps/resolvers/RegionalRatings.js';
import { Revenue } from './../../modules/apps/resolvers/Revenue.js';
import { Screenshots } from './../../modules/apps/resolvers/Screenshots.js';
import { Viewer } from './../../modules/accounts/resolvers/Viewer.js';
import { DateTime } from './../../modules/developers/resolvers/DateTime.js';
export const resolvers: Resolvers = {
  Query: {
    authProviders: Query_authProviders,
    checkBundleIdentifier: Query_checkBundleIdentifier,
    getAdminStats: Query_getAdminStats,
    getApplication: Query_getApplication,
    getDeveloperProfile: Query_getDeveloperProfile,
    listDeveloperApplications: Query_listDeveloperApplications,
    listPendingDevelopers: Query_listPendingDevelopers,
    supportEmail: Query_supportEmail,
    viewer: Query_viewer,
  },
  Mutation: {
    approveDeveloperAccount: Mutation_approveDeveloperAccount,
    createApplication: Mutation_createApplication,
    createDeveloperProfile: Mutation_createDeveloperProfile,
    deleteApplication: Mutation_deleteApplication,
    rejectDeveloperAccount: Mutation_rejectDeveloperAccount,
    updateApplication: Mutation_updateApplication,
    updateOnboardingProgress: Mutation_updateOnboardingProgress,
    updateUserProfile: Mutation_updateUserProfile,
  },

  AdminStats: AdminStats,
  AgeRating: AgeRating,
  AppDetails: AppDetails,
  Application: Application,
  ApplicationAnalytics: ApplicationAnalytics,
  ApplicationAssets: ApplicationAssets,
  ApplicationMetadata: ApplicationMetadata,
  ApplicationPage: ApplicationPage,
  ApplicationVersion: ApplicationVersion,
  AssetFile: AssetFile,
  AuthProviders: AuthProviders,
  BundleCheckResult: BundleCheckResult,
  BusinessInfo: BusinessInfo,
  DeleteApplicationResult: DeleteApplicationResult,
  DeveloperDetails: DeveloperDetails,
  DeveloperProfile: DeveloperProfile,
  DeveloperProfilePage: DeveloperProfilePage,
  DeveloperStatusInfo: DeveloperStatusInfo,
  LegalPages: LegalPages,
  OnboardingData: OnboardingData,
  OnboardingProgress: OnboardingProgress,
  PersonalInfo: PersonalInfo,
  ProfileMetadata: ProfileMetadata,
  RegionalRatings: RegionalRatings,
  Revenue: Revenue,
  Screenshots: Screenshots,
  Viewer: Viewer,
  DateTime: DateTime,
};
