/* This file was automatically generated. DO NOT UPDATE MANUALLY. */
import type { Resolvers } from './types.generated.js';
import { authProviders as Query_authProviders } from './../../modules/accounts/resolvers/Query/authProviders.js';
import { checkBundleIdentifier as Query_checkBundleIdentifier } from './../../modules/apps/resolvers/Query/checkBundleIdentifier.js';
import { getAdminApplicationCounts as Query_getAdminApplicationCounts } from './../../modules/app-review/resolvers/Query/getAdminApplicationCounts.js';
import { getAdminStats as Query_getAdminStats } from './../../modules/store-stats/resolvers/Query/getAdminStats.js';
import { getApplication as Query_getApplication } from './../../modules/apps/resolvers/Query/getApplication.js';
import { getDeveloperForAdmin as Query_getDeveloperForAdmin } from './../../modules/developer-review/resolvers/Query/getDeveloperForAdmin.js';
import { getDeveloperProfile as Query_getDeveloperProfile } from './../../modules/developers/resolvers/Query/getDeveloperProfile.js';
import { getPaymentEligibility as Query_getPaymentEligibility } from './../../modules/payments/resolvers/Query/getPaymentEligibility.js';
import { listAllApplications as Query_listAllApplications } from './../../modules/app-review/resolvers/Query/listAllApplications.js';
import { listDeveloperApplications as Query_listDeveloperApplications } from './../../modules/apps/resolvers/Query/listDeveloperApplications.js';
import { listPendingDevelopers as Query_listPendingDevelopers } from './../../modules/developer-review/resolvers/Query/listPendingDevelopers.js';
import { paymentsConfig as Query_paymentsConfig } from './../../modules/payments/resolvers/Query/paymentsConfig.js';
import { supportEmail as Query_supportEmail } from './../../modules/developers/resolvers/Query/supportEmail.js';
import { viewer as Query_viewer } from './../../modules/accounts/resolvers/Query/viewer.js';
import { approveApplication as Mutation_approveApplication } from './../../modules/app-review/resolvers/Mutation/approveApplication.js';
import { approveDeveloperAccount as Mutation_approveDeveloperAccount } from './../../modules/developer-review/resolvers/Mutation/approveDeveloperAccount.js';
import { createApplication as Mutation_createApplication } from './../../modules/apps/resolvers/Mutation/createApplication.js';
import { createDeveloperProfile as Mutation_createDeveloperProfile } from './../../modules/developers/resolvers/Mutation/createDeveloperProfile.js';
import { createStripeConnectAccount as Mutation_createStripeConnectAccount } from './../../modules/payments/resolvers/Mutation/createStripeConnectAccount.js';
import { deleteApplication as Mutation_deleteApplication } from './../../modules/apps/resolvers/Mutation/deleteApplication.js';
import { generateDownloadUrl as Mutation_generateDownloadUrl } from './../../modules/app-review/resolvers/Mutation/generateDownloadUrl.js';
import { rejectApplication as Mutation_rejectApplication } from './../../modules/app-review/resolvers/Mutation/rejectApplication.js';
import { rejectDeveloperAccount as Mutation_rejectDeveloperAccount } from './../../modules/developer-review/resolvers/Mutation/rejectDeveloperAccount.js';
import { restoreApplication as Mutation_restoreApplication } from './../../modules/app-review/resolvers/Mutation/restoreApplication.js';
import { setSandboxPaymentState as Mutation_setSandboxPaymentState } from './../../modules/payments/resolvers/Mutation/setSandboxPaymentState.js';
import { suspendApplication as Mutation_suspendApplication } from './../../modules/app-review/resolvers/Mutation/suspendApplication.js';
import { updateApplication as Mutation_updateApplication } from './../../modules/apps/resolvers/Mutation/updateApplication.js';
import { updateOnboardingProgress as Mutation_updateOnboardingProgress } from './../../modules/developers/resolvers/Mutation/updateOnboardingProgress.js';
import { updateUserProfile as Mutation_updateUserProfile } from './../../modules/developers/resolvers/Mutation/updateUserProfile.js';
import { AdminApplicationCounts } from './../../modules/app-review/resolvers/AdminApplicationCounts.js';
import { AdminDeveloperView } from './../../modules/developer-review/resolvers/AdminDeveloperView.js';
import { AdminStats } from './../../modules/store-stats/resolvers/AdminStats.js';
import { AgeRating } from './../../modules/apps/resolvers/AgeRating.js';
import { AppDetails } from './../../modules/developers/resolvers/AppDetails.js';
import { Application as apps_Application } from './../../modules/apps/resolvers/Application.js';
import { Application as app_review_Application } from './../../modules/app-review/resolvers/Application.js';
import { ApplicationAnalytics } from './../../modules/apps/resolvers/ApplicationAnalytics.js';
import { ApplicationAssets } from './../../modules/apps/resolvers/ApplicationAssets.js';
import { ApplicationDeveloper } from './../../modules/app-review/resolvers/ApplicationDeveloper.js';
import { ApplicationMetadata } from './../../modules/apps/resolvers/ApplicationMetadata.js';
import { ApplicationPage } from './../../modules/apps/resolvers/ApplicationPage.js';
import { ApplicationReviewEvent } from './../../modules/app-review/resolvers/ApplicationReviewEvent.js';
import { ApplicationVersion } from './../../modules/apps/resolvers/ApplicationVersion.js';
import { AssetFile } from './../../modules/apps/resolvers/AssetFile.js';
import { AuthProviders } from './../../modules/accounts/resolvers/AuthProviders.js';
import { BundleCheckResult } from './../../modules/apps/resolvers/BundleCheckResult.js';
import { BusinessInfo } from './../../modules/developers/resolvers/BusinessInfo.js';
import { ConnectAccountResult } from './../../modules/payments/resolvers/ConnectAccountResult.js';
import { DeleteApplicationResult } from './../../modules/apps/resolvers/DeleteApplicationResult.js';
import { DeveloperDetails } from './../../modules/developers/resolvers/DeveloperDetails.js';
import { DeveloperProfile as developers_DeveloperProfile } from './../../modules/developers/resolvers/DeveloperProfile.js';
import { DeveloperProfile as payments_DeveloperProfile } from './../../modules/payments/resolvers/DeveloperProfile.js';
import { DeveloperProfilePage } from './../../modules/developer-review/resolvers/DeveloperProfilePage.js';
import { DeveloperStatusChange } from './../../modules/developer-review/resolvers/DeveloperStatusChange.js';
import { DeveloperStatusInfo } from './../../modules/developers/resolvers/DeveloperStatusInfo.js';
import { DownloadLink } from './../../modules/app-review/resolvers/DownloadLink.js';
import { LegalPages } from './../../modules/apps/resolvers/LegalPages.js';
import { OnboardingData } from './../../modules/developers/resolvers/OnboardingData.js';
import { OnboardingProgress } from './../../modules/developers/resolvers/OnboardingProgress.js';
import { PaymentEligibility } from './../../modules/payments/resolvers/PaymentEligibility.js';
import { PaymentsConfig } from './../../modules/payments/resolvers/PaymentsConfig.js';
import { PersonalInfo } from './../../modules/developers/resolvers/PersonalInfo.js';
import { ProfileMetadata } from './../../modules/developers/resolvers/ProfileMetadata.js';
import { RegionalRatings } from './../../modules/apps/resolvers/RegionalRatings.js';
import { Revenue } from './../../modules/apps/resolvers/Revenue.js';
import { Screenshots } from './../../modules/apps/resolvers/Screenshots.js';
import { StripeInfo } from './../../modules/payments/resolvers/StripeInfo.js';
import { Viewer } from './../../modules/accounts/resolvers/Viewer.js';
import { DateTime } from './../../modules/developers/resolvers/DateTime.js';
export const resolvers: Resolvers = {
  Query: {
    authProviders: Query_authProviders,
    checkBundleIdentifier: Query_checkBundleIdentifier,
    getAdminApplicationCounts: Query_getAdminApplicationCounts,
    getAdminStats: Query_getAdminStats,
    getApplication: Query_getApplication,
    getDeveloperForAdmin: Query_getDeveloperForAdmin,
    getDeveloperProfile: Query_getDeveloperProfile,
    getPaymentEligibility: Query_getPaymentEligibility,
    listAllApplications: Query_listAllApplications,
    listDeveloperApplications: Query_listDeveloperApplications,
    listPendingDevelopers: Query_listPendingDevelopers,
    paymentsConfig: Query_paymentsConfig,
    supportEmail: Query_supportEmail,
    viewer: Query_viewer,
  },
  Mutation: {
    approveApplication: Mutation_approveApplication,
    approveDeveloperAccount: Mutation_approveDeveloperAccount,
    createApplication: Mutation_createApplication,
    createDeveloperProfile: Mutation_createDeveloperProfile,
    createStripeConnectAccount: Mutation_createStripeConnectAccount,
    deleteApplication: Mutation_deleteApplication,
    generateDownloadUrl: Mutation_generateDownloadUrl,
    rejectApplication: Mutation_rejectApplication,
    rejectDeveloperAccount: Mutation_rejectDeveloperAccount,
    restoreApplication: Mutation_restoreApplication,
    setSandboxPaymentState: Mutation_setSandboxPaymentState,
    suspendApplication: Mutation_suspendApplication,
    updateApplication: Mutation_updateApplication,
    updateOnboardingProgress: Mutation_updateOnboardingProgress,
    updateUserProfile: Mutation_updateUserProfile,
  },

  AdminApplicationCounts: AdminApplicationCounts,
  AdminDeveloperView: AdminDeveloperView,
  AdminStats: AdminStats,
  AgeRating: AgeRating,
  AppDetails: AppDetails,
  Application: { ...apps_Application, ...app_review_Application },
  ApplicationAnalytics: ApplicationAnalytics,
  ApplicationAssets: ApplicationAssets,
  ApplicationDeveloper: ApplicationDeveloper,
  ApplicationMetadata: ApplicationMetadata,
  ApplicationPage: ApplicationPage,
  ApplicationReviewEvent: ApplicationReviewEvent,
  ApplicationVersion: ApplicationVersion,
  AssetFile: AssetFile,
  AuthProviders: AuthProviders,
  BundleCheckResult: BundleCheckResult,
  BusinessInfo: BusinessInfo,
  ConnectAccountResult: ConnectAccountResult,
  DeleteApplicationResult: DeleteApplicationResult,
  DeveloperDetails: DeveloperDetails,
  DeveloperProfile: { ...developers_DeveloperProfile, ...payments_DeveloperProfile },
  DeveloperProfilePage: DeveloperProfilePage,
  DeveloperStatusChange: DeveloperStatusChange,
  DeveloperStatusInfo: DeveloperStatusInfo,
  DownloadLink: DownloadLink,
  LegalPages: LegalPages,
  OnboardingData: OnboardingData,
  OnboardingProgress: OnboardingProgress,
  PaymentEligibility: PaymentEligibility,
  PaymentsConfig: PaymentsConfig,
  PersonalInfo: PersonalInfo,
  ProfileMetadata: ProfileMetadata,
  RegionalRatings: RegionalRatings,
  Revenue: Revenue,
  Screenshots: Screenshots,
  StripeInfo: StripeInfo,
  Viewer: Viewer,
  DateTime: DateTime,
};
