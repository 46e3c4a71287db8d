/* This file was automatically generated. DO NOT UPDATE MANUALLY. */
import type { Resolvers } from './types.generated.js';
import { activeSessions as Query_activeSessions } from './../../modules/sessions/resolvers/Query/activeSessions.js';
import { adminUser as Query_adminUser } from './../../modules/user-management/resolvers/Query/adminUser.js';
import { adminUsers as Query_adminUsers } from './../../modules/user-management/resolvers/Query/adminUsers.js';
import { analytics as Query_analytics } from './../../modules/analytics/resolvers/Query/analytics.js';
import { apiTokens as Query_apiTokens } from './../../modules/api-tokens/resolvers/Query/apiTokens.js';
import { auditActors as Query_auditActors } from './../../modules/audit-log/resolvers/Query/auditActors.js';
import { auditEvents as Query_auditEvents } from './../../modules/audit-log/resolvers/Query/auditEvents.js';
import { authProviders as Query_authProviders } from './../../modules/accounts/resolvers/Query/authProviders.js';
import { checkBundleIdentifier as Query_checkBundleIdentifier } from './../../modules/apps/resolvers/Query/checkBundleIdentifier.js';
import { dailyFiguresCheck as Query_dailyFiguresCheck } from './../../modules/system-status/resolvers/Query/dailyFiguresCheck.js';
import { dataDiskSpace as Query_dataDiskSpace } from './../../modules/system-status/resolvers/Query/dataDiskSpace.js';
import { developerDashboard as Query_developerDashboard } from './../../modules/analytics/resolvers/Query/developerDashboard.js';
import { getAdminApplicationCounts as Query_getAdminApplicationCounts } from './../../modules/app-review/resolvers/Query/getAdminApplicationCounts.js';
import { getAdminStats as Query_getAdminStats } from './../../modules/store-stats/resolvers/Query/getAdminStats.js';
import { getApplication as Query_getApplication } from './../../modules/apps/resolvers/Query/getApplication.js';
import { getApplicationVersion as Query_getApplicationVersion } from './../../modules/app-versions/resolvers/Query/getApplicationVersion.js';
import { getDeveloperForAdmin as Query_getDeveloperForAdmin } from './../../modules/developer-review/resolvers/Query/getDeveloperForAdmin.js';
import { getDeveloperProfile as Query_getDeveloperProfile } from './../../modules/developers/resolvers/Query/getDeveloperProfile.js';
import { getPaymentEligibility as Query_getPaymentEligibility } from './../../modules/payments/resolvers/Query/getPaymentEligibility.js';
import { listAllApplications as Query_listAllApplications } from './../../modules/app-review/resolvers/Query/listAllApplications.js';
import { listDeveloperApplications as Query_listDeveloperApplications } from './../../modules/apps/resolvers/Query/listDeveloperApplications.js';
import { listPendingDevelopers as Query_listPendingDevelopers } from './../../modules/developer-review/resolvers/Query/listPendingDevelopers.js';
import { listSalesLedger as Query_listSalesLedger } from './../../modules/purchases/resolvers/Query/listSalesLedger.js';
import { listTestPurchases as Query_listTestPurchases } from './../../modules/purchases/resolvers/Query/listTestPurchases.js';
import { listUpdatesInReview as Query_listUpdatesInReview } from './../../modules/app-versions/resolvers/Query/listUpdatesInReview.js';
import { paymentsConfig as Query_paymentsConfig } from './../../modules/payments/resolvers/Query/paymentsConfig.js';
import { payoutStatement as Query_payoutStatement } from './../../modules/payouts/resolvers/Query/payoutStatement.js';
import { payouts as Query_payouts } from './../../modules/payouts/resolvers/Query/payouts.js';
import { portalNotice as Query_portalNotice } from './../../modules/portal-settings/resolvers/Query/portalNotice.js';
import { portalSettings as Query_portalSettings } from './../../modules/portal-settings/resolvers/Query/portalSettings.js';
import { savedRejectionReasons as Query_savedRejectionReasons } from './../../modules/portal-settings/resolvers/Query/savedRejectionReasons.js';
import { signInMethods as Query_signInMethods } from './../../modules/sign-in-methods/resolvers/Query/signInMethods.js';
import { storeFigures as Query_storeFigures } from './../../modules/store-figures/resolvers/Query/storeFigures.js';
import { supportEmail as Query_supportEmail } from './../../modules/developers/resolvers/Query/supportEmail.js';
import { twoFactorStatus as Query_twoFactorStatus } from './../../modules/two-factor/resolvers/Query/twoFactorStatus.js';
import { viewer as Query_viewer } from './../../modules/accounts/resolvers/Query/viewer.js';
import { addSavedRejectionReason as Mutation_addSavedRejectionReason } from './../../modules/portal-settings/resolvers/Mutation/addSavedRejectionReason.js';
import { approveApplication as Mutation_approveApplication } from './../../modules/app-review/resolvers/Mutation/approveApplication.js';
import { approveApplicationUpdate as Mutation_approveApplicationUpdate } from './../../modules/app-versions/resolvers/Mutation/approveApplicationUpdate.js';
import { approveDeveloperAccount as Mutation_approveDeveloperAccount } from './../../modules/developer-review/resolvers/Mutation/approveDeveloperAccount.js';
import { becomeDeveloper as Mutation_becomeDeveloper } from './../../modules/accounts/resolvers/Mutation/becomeDeveloper.js';
import { createApiToken as Mutation_createApiToken } from './../../modules/api-tokens/resolvers/Mutation/createApiToken.js';
import { createApplication as Mutation_createApplication } from './../../modules/apps/resolvers/Mutation/createApplication.js';
import { createDeveloperProfile as Mutation_createDeveloperProfile } from './../../modules/developers/resolvers/Mutation/createDeveloperProfile.js';
import { createStripeConnectAccount as Mutation_createStripeConnectAccount } from './../../modules/payments/resolvers/Mutation/createStripeConnectAccount.js';
import { deleteAccount as Mutation_deleteAccount } from './../../modules/account-data/resolvers/Mutation/deleteAccount.js';
import { deleteApplication as Mutation_deleteApplication } from './../../modules/apps/resolvers/Mutation/deleteApplication.js';
import { editSavedRejectionReason as Mutation_editSavedRejectionReason } from './../../modules/portal-settings/resolvers/Mutation/editSavedRejectionReason.js';
import { generateDownloadUrl as Mutation_generateDownloadUrl } from './../../modules/app-review/resolvers/Mutation/generateDownloadUrl.js';
import { generateVersionDownloadUrl as Mutation_generateVersionDownloadUrl } from './../../modules/app-versions/resolvers/Mutation/generateVersionDownloadUrl.js';
import { grantAdmin as Mutation_grantAdmin } from './../../modules/user-management/resolvers/Mutation/grantAdmin.js';
import { refundSandboxPurchase as Mutation_refundSandboxPurchase } from './../../modules/purchases/resolvers/Mutation/refundSandboxPurchase.js';
import { rejectApplication as Mutation_rejectApplication } from './../../modules/app-review/resolvers/Mutation/rejectApplication.js';
import { rejectApplicationUpdate as Mutation_rejectApplicationUpdate } from './../../modules/app-versions/resolvers/Mutation/rejectApplicationUpdate.js';
import { rejectDeveloperAccount as Mutation_rejectDeveloperAccount } from './../../modules/developer-review/resolvers/Mutation/rejectDeveloperAccount.js';
import { removeSavedRejectionReason as Mutation_removeSavedRejectionReason } from './../../modules/portal-settings/resolvers/Mutation/removeSavedRejectionReason.js';
import { reorderSavedRejectionReasons as Mutation_reorderSavedRejectionReasons } from './../../modules/portal-settings/resolvers/Mutation/reorderSavedRejectionReasons.js';
import { restoreAccount as Mutation_restoreAccount } from './../../modules/user-management/resolvers/Mutation/restoreAccount.js';
import { restoreApplication as Mutation_restoreApplication } from './../../modules/app-review/resolvers/Mutation/restoreApplication.js';
import { revokeAdmin as Mutation_revokeAdmin } from './../../modules/user-management/resolvers/Mutation/revokeAdmin.js';
import { revokeApiToken as Mutation_revokeApiToken } from './../../modules/api-tokens/resolvers/Mutation/revokeApiToken.js';
import { saveApplicationUpdate as Mutation_saveApplicationUpdate } from './../../modules/app-versions/resolvers/Mutation/saveApplicationUpdate.js';
import { sendAccountDeletionCode as Mutation_sendAccountDeletionCode } from './../../modules/account-data/resolvers/Mutation/sendAccountDeletionCode.js';
import { sendReviewMessage as Mutation_sendReviewMessage } from './../../modules/review-threads/resolvers/Mutation/sendReviewMessage.js';
import { setPassword as Mutation_setPassword } from './../../modules/sign-in-methods/resolvers/Mutation/setPassword.js';
import { setSandboxPaymentState as Mutation_setSandboxPaymentState } from './../../modules/payments/resolvers/Mutation/setSandboxPaymentState.js';
import { setStaffTwoFactorRequired as Mutation_setStaffTwoFactorRequired } from './../../modules/portal-settings/resolvers/Mutation/setStaffTwoFactorRequired.js';
import { signOutOtherSessions as Mutation_signOutOtherSessions } from './../../modules/sessions/resolvers/Mutation/signOutOtherSessions.js';
import { signOutSession as Mutation_signOutSession } from './../../modules/sessions/resolvers/Mutation/signOutSession.js';
import { suspendAccount as Mutation_suspendAccount } from './../../modules/user-management/resolvers/Mutation/suspendAccount.js';
import { suspendApplication as Mutation_suspendApplication } from './../../modules/app-review/resolvers/Mutation/suspendApplication.js';
import { unlinkSignInMethod as Mutation_unlinkSignInMethod } from './../../modules/sign-in-methods/resolvers/Mutation/unlinkSignInMethod.js';
import { updateAccountDetails as Mutation_updateAccountDetails } from './../../modules/account-details/resolvers/Mutation/updateAccountDetails.js';
import { updateApplication as Mutation_updateApplication } from './../../modules/apps/resolvers/Mutation/updateApplication.js';
import { updateNotificationPreferences as Mutation_updateNotificationPreferences } from './../../modules/notification-preferences/resolvers/Mutation/updateNotificationPreferences.js';
import { updateOnboardingProgress as Mutation_updateOnboardingProgress } from './../../modules/developers/resolvers/Mutation/updateOnboardingProgress.js';
import { updatePortalNotice as Mutation_updatePortalNotice } from './../../modules/portal-settings/resolvers/Mutation/updatePortalNotice.js';
import { updateSupportEmail as Mutation_updateSupportEmail } from './../../modules/portal-settings/resolvers/Mutation/updateSupportEmail.js';
import { updateUserProfile as Mutation_updateUserProfile } from './../../modules/developers/resolvers/Mutation/updateUserProfile.js';
import { withdrawApplicationUpdate as Mutation_withdrawApplicationUpdate } from './../../modules/app-versions/resolvers/Mutation/withdrawApplicationUpdate.js';
import { AccountDeletionCode } from './../../modules/account-data/resolvers/AccountDeletionCode.js';
import { AccountDetailsSaved } from './../../modules/account-details/resolvers/AccountDetailsSaved.js';
import { AccountHistoryEntry } from './../../modules/user-management/resolvers/AccountHistoryEntry.js';
import { AccountSuspension } from './../../modules/user-management/resolvers/AccountSuspension.js';
import { ActiveSession } from './../../modules/sessions/resolvers/ActiveSession.js';
import { AdminApplicationCounts as app_review_AdminApplicationCounts } from './../../modules/app-review/resolvers/AdminApplicationCounts.js';
import { AdminApplicationCounts as app_versions_AdminApplicationCounts } from './../../modules/app-versions/resolvers/AdminApplicationCounts.js';
import { AdminDeveloperView } from './../../modules/developer-review/resolvers/AdminDeveloperView.js';
import { AdminStats } from './../../modules/store-stats/resolvers/AdminStats.js';
import { AdminUser } from './../../modules/user-management/resolvers/AdminUser.js';
import { AdminUserApplication } from './../../modules/user-management/resolvers/AdminUserApplication.js';
import { AdminUserDetails } from './../../modules/user-management/resolvers/AdminUserDetails.js';
import { AdminUserPage } from './../../modules/user-management/resolvers/AdminUserPage.js';
import { AdminUserSession } from './../../modules/user-management/resolvers/AdminUserSession.js';
import { AgeRating } from './../../modules/apps/resolvers/AgeRating.js';
import { Analytics } from './../../modules/analytics/resolvers/Analytics.js';
import { AnalyticsPeriod } from './../../modules/analytics/resolvers/AnalyticsPeriod.js';
import { AnalyticsRevenue } from './../../modules/analytics/resolvers/AnalyticsRevenue.js';
import { ApiToken } from './../../modules/api-tokens/resolvers/ApiToken.js';
import { AppDetails } from './../../modules/developers/resolvers/AppDetails.js';
import { Application as apps_Application } from './../../modules/apps/resolvers/Application.js';
import { Application as app_review_Application } from './../../modules/app-review/resolvers/Application.js';
import { Application as app_versions_Application } from './../../modules/app-versions/resolvers/Application.js';
import { ApplicationAnalytics } from './../../modules/apps/resolvers/ApplicationAnalytics.js';
import { ApplicationAssets } from './../../modules/apps/resolvers/ApplicationAssets.js';
import { ApplicationDeveloper } from './../../modules/app-review/resolvers/ApplicationDeveloper.js';
import { ApplicationMetadata } from './../../modules/apps/resolvers/ApplicationMetadata.js';
import { ApplicationPage } from './../../modules/apps/resolvers/ApplicationPage.js';
import { ApplicationReviewEvent } from './../../modules/app-review/resolvers/ApplicationReviewEvent.js';
import { ApplicationVersion as app_versions_ApplicationVersion } from './../../modules/app-versions/resolvers/ApplicationVersion.js';
import { ApplicationVersion as apps_ApplicationVersion } from './../../modules/apps/resolvers/ApplicationVersion.js';
import { ApplicationVersion as review_threads_ApplicationVersion } from './../../modules/review-threads/resolvers/ApplicationVersion.js';
import { ApplicationVersionPage } from './../../modules/app-versions/resolvers/ApplicationVersionPage.js';
import { AssetFile } from './../../modules/apps/resolvers/AssetFile.js';
import { AuditActor } from './../../modules/audit-log/resolvers/AuditActor.js';
import { AuditDetail } from './../../modules/audit-log/resolvers/AuditDetail.js';
import { AuditEvent } from './../../modules/audit-log/resolvers/AuditEvent.js';
import { AuditEventPage } from './../../modules/audit-log/resolvers/AuditEventPage.js';
import { AuthProviders } from './../../modules/accounts/resolvers/AuthProviders.js';
import { BundleCheckResult } from './../../modules/apps/resolvers/BundleCheckResult.js';
import { BusinessInfo } from './../../modules/developers/resolvers/BusinessInfo.js';
import { ConnectAccountResult } from './../../modules/payments/resolvers/ConnectAccountResult.js';
import { CreatedApiToken } from './../../modules/api-tokens/resolvers/CreatedApiToken.js';
import { DailyFiguresCheck } from './../../modules/system-status/resolvers/DailyFiguresCheck.js';
import { DashboardAppCounts } from './../../modules/analytics/resolvers/DashboardAppCounts.js';
import { DashboardFigure } from './../../modules/analytics/resolvers/DashboardFigure.js';
import { DashboardRevenue } from './../../modules/analytics/resolvers/DashboardRevenue.js';
import { DataDiskSpace } from './../../modules/system-status/resolvers/DataDiskSpace.js';
import { DeleteApplicationResult } from './../../modules/apps/resolvers/DeleteApplicationResult.js';
import { DeletedAccount } from './../../modules/account-data/resolvers/DeletedAccount.js';
import { DeveloperDashboard } from './../../modules/analytics/resolvers/DeveloperDashboard.js';
import { DeveloperDetails } from './../../modules/developers/resolvers/DeveloperDetails.js';
import { DeveloperProfile as developers_DeveloperProfile } from './../../modules/developers/resolvers/DeveloperProfile.js';
import { DeveloperProfile as notification_preferences_DeveloperProfile } from './../../modules/notification-preferences/resolvers/DeveloperProfile.js';
import { DeveloperProfile as payments_DeveloperProfile } from './../../modules/payments/resolvers/DeveloperProfile.js';
import { DeveloperProfilePage } from './../../modules/developer-review/resolvers/DeveloperProfilePage.js';
import { DeveloperStatusChange } from './../../modules/developer-review/resolvers/DeveloperStatusChange.js';
import { DeveloperStatusInfo } from './../../modules/developers/resolvers/DeveloperStatusInfo.js';
import { DownloadLink } from './../../modules/app-review/resolvers/DownloadLink.js';
import { LegalPages } from './../../modules/apps/resolvers/LegalPages.js';
import { NotificationPreferences } from './../../modules/notification-preferences/resolvers/NotificationPreferences.js';
import { OnboardingData } from './../../modules/developers/resolvers/OnboardingData.js';
import { OnboardingProgress } from './../../modules/developers/resolvers/OnboardingProgress.js';
import { PaymentEligibility } from './../../modules/payments/resolvers/PaymentEligibility.js';
import { PaymentsConfig } from './../../modules/payments/resolvers/PaymentsConfig.js';
import { PayoutMinimum } from './../../modules/payouts/resolvers/PayoutMinimum.js';
import { PayoutStatement } from './../../modules/payouts/resolvers/PayoutStatement.js';
import { PayoutStatementPage } from './../../modules/payouts/resolvers/PayoutStatementPage.js';
import { Payouts } from './../../modules/payouts/resolvers/Payouts.js';
import { PendingReviews } from './../../modules/store-figures/resolvers/PendingReviews.js';
import { PersonalInfo } from './../../modules/developers/resolvers/PersonalInfo.js';
import { PortalNotice } from './../../modules/portal-settings/resolvers/PortalNotice.js';
import { PortalSettings } from './../../modules/portal-settings/resolvers/PortalSettings.js';
import { ProfileMetadata } from './../../modules/developers/resolvers/ProfileMetadata.js';
import { Purchase } from './../../modules/purchases/resolvers/Purchase.js';
import { RegionalRatings } from './../../modules/apps/resolvers/RegionalRatings.js';
import { Revenue } from './../../modules/apps/resolvers/Revenue.js';
import { ReviewMessage } from './../../modules/review-threads/resolvers/ReviewMessage.js';
import { ReviewTimePeriod } from './../../modules/store-figures/resolvers/ReviewTimePeriod.js';
import { ReviewTimeSummary } from './../../modules/store-figures/resolvers/ReviewTimeSummary.js';
import { SalesLedgerEntry } from './../../modules/purchases/resolvers/SalesLedgerEntry.js';
import { SalesLedgerPage } from './../../modules/purchases/resolvers/SalesLedgerPage.js';
import { SavedRejectionReason } from './../../modules/portal-settings/resolvers/SavedRejectionReason.js';
import { Screenshots } from './../../modules/apps/resolvers/Screenshots.js';
import { SignInMethod } from './../../modules/sign-in-methods/resolvers/SignInMethod.js';
import { StoreFigures } from './../../modules/store-figures/resolvers/StoreFigures.js';
import { StoreGrowth } from './../../modules/store-figures/resolvers/StoreGrowth.js';
import { StoreGrowthPeriod } from './../../modules/store-figures/resolvers/StoreGrowthPeriod.js';
import { StorePayoutMonth } from './../../modules/store-figures/resolvers/StorePayoutMonth.js';
import { StorePayoutsDue } from './../../modules/store-figures/resolvers/StorePayoutsDue.js';
import { StoreReviewTimes } from './../../modules/store-figures/resolvers/StoreReviewTimes.js';
import { StoreTopApps } from './../../modules/store-figures/resolvers/StoreTopApps.js';
import { StripeInfo } from './../../modules/payments/resolvers/StripeInfo.js';
import { TestPurchase } from './../../modules/purchases/resolvers/TestPurchase.js';
import { TestPurchasePage } from './../../modules/purchases/resolvers/TestPurchasePage.js';
import { TopAppByDownloads } from './../../modules/store-figures/resolvers/TopAppByDownloads.js';
import { TopAppByRevenue } from './../../modules/store-figures/resolvers/TopAppByRevenue.js';
import { TwoFactorStatus } from './../../modules/two-factor/resolvers/TwoFactorStatus.js';
import { VersionChange } from './../../modules/app-versions/resolvers/VersionChange.js';
import { VersionListing } from './../../modules/app-versions/resolvers/VersionListing.js';
import { Viewer as accounts_Viewer } from './../../modules/accounts/resolvers/Viewer.js';
import { Viewer as two_factor_Viewer } from './../../modules/two-factor/resolvers/Viewer.js';
import { DateTime } from './../../modules/developers/resolvers/DateTime.js';
export const resolvers: Resolvers = {
  Query: {
    activeSessions: Query_activeSessions,
    adminUser: Query_adminUser,
    adminUsers: Query_adminUsers,
    analytics: Query_analytics,
    apiTokens: Query_apiTokens,
    auditActors: Query_auditActors,
    auditEvents: Query_auditEvents,
    authProviders: Query_authProviders,
    checkBundleIdentifier: Query_checkBundleIdentifier,
    dailyFiguresCheck: Query_dailyFiguresCheck,
    dataDiskSpace: Query_dataDiskSpace,
    developerDashboard: Query_developerDashboard,
    getAdminApplicationCounts: Query_getAdminApplicationCounts,
    getAdminStats: Query_getAdminStats,
    getApplication: Query_getApplication,
    getApplicationVersion: Query_getApplicationVersion,
    getDeveloperForAdmin: Query_getDeveloperForAdmin,
    getDeveloperProfile: Query_getDeveloperProfile,
    getPaymentEligibility: Query_getPaymentEligibility,
    listAllApplications: Query_listAllApplications,
    listDeveloperApplications: Query_listDeveloperApplications,
    listPendingDevelopers: Query_listPendingDevelopers,
    listSalesLedger: Query_listSalesLedger,
    listTestPurchases: Query_listTestPurchases,
    listUpdatesInReview: Query_listUpdatesInReview,
    paymentsConfig: Query_paymentsConfig,
    payoutStatement: Query_payoutStatement,
    payouts: Query_payouts,
    portalNotice: Query_portalNotice,
    portalSettings: Query_portalSettings,
    savedRejectionReasons: Query_savedRejectionReasons,
    signInMethods: Query_signInMethods,
    storeFigures: Query_storeFigures,
    supportEmail: Query_supportEmail,
    twoFactorStatus: Query_twoFactorStatus,
    viewer: Query_viewer,
  },
  Mutation: {
    addSavedRejectionReason: Mutation_addSavedRejectionReason,
    approveApplication: Mutation_approveApplication,
    approveApplicationUpdate: Mutation_approveApplicationUpdate,
    approveDeveloperAccount: Mutation_approveDeveloperAccount,
    becomeDeveloper: Mutation_becomeDeveloper,
    createApiToken: Mutation_createApiToken,
    createApplication: Mutation_createApplication,
    createDeveloperProfile: Mutation_createDeveloperProfile,
    createStripeConnectAccount: Mutation_createStripeConnectAccount,
    deleteAccount: Mutation_deleteAccount,
    deleteApplication: Mutation_deleteApplication,
    editSavedRejectionReason: Mutation_editSavedRejectionReason,
    generateDownloadUrl: Mutation_generateDownloadUrl,
    generateVersionDownloadUrl: Mutation_generateVersionDownloadUrl,
    grantAdmin: Mutation_grantAdmin,
    refundSandboxPurchase: Mutation_refundSandboxPurchase,
    rejectApplication: Mutation_rejectApplication,
    rejectApplicationUpdate: Mutation_rejectApplicationUpdate,
    rejectDeveloperAccount: Mutation_rejectDeveloperAccount,
    removeSavedRejectionReason: Mutation_removeSavedRejectionReason,
    reorderSavedRejectionReasons: Mutation_reorderSavedRejectionReasons,
    restoreAccount: Mutation_restoreAccount,
    restoreApplication: Mutation_restoreApplication,
    revokeAdmin: Mutation_revokeAdmin,
    revokeApiToken: Mutation_revokeApiToken,
    saveApplicationUpdate: Mutation_saveApplicationUpdate,
    sendAccountDeletionCode: Mutation_sendAccountDeletionCode,
    sendReviewMessage: Mutation_sendReviewMessage,
    setPassword: Mutation_setPassword,
    setSandboxPaymentState: Mutation_setSandboxPaymentState,
    setStaffTwoFactorRequired: Mutation_setStaffTwoFactorRequired,
    signOutOtherSessions: Mutation_signOutOtherSessions,
    signOutSession: Mutation_signOutSession,
    suspendAccount: Mutation_suspendAccount,
    suspendApplication: Mutation_suspendApplication,
    unlinkSignInMethod: Mutation_unlinkSignInMethod,
    updateAccountDetails: Mutation_updateAccountDetails,
    updateApplication: Mutation_updateApplication,
    updateNotificationPreferences: Mutation_updateNotificationPreferences,
    updateOnboardingProgress: Mutation_updateOnboardingProgress,
    updatePortalNotice: Mutation_updatePortalNotice,
    updateSupportEmail: Mutation_updateSupportEmail,
    updateUserProfile: Mutation_updateUserProfile,
    withdrawApplicationUpdate: Mutation_withdrawApplicationUpdate,
  },

  AccountDeletionCode: AccountDeletionCode,
  AccountDetailsSaved: AccountDetailsSaved,
  AccountHistoryEntry: AccountHistoryEntry,
  AccountSuspension: AccountSuspension,
  ActiveSession: ActiveSession,
  AdminApplicationCounts: {
    ...app_review_AdminApplicationCounts,
    ...app_versions_AdminApplicationCounts,
  },
  AdminDeveloperView: AdminDeveloperView,
  AdminStats: AdminStats,
  AdminUser: AdminUser,
  AdminUserApplication: AdminUserApplication,
  AdminUserDetails: AdminUserDetails,
  AdminUserPage: AdminUserPage,
  AdminUserSession: AdminUserSession,
  AgeRating: AgeRating,
  Analytics: Analytics,
  AnalyticsPeriod: AnalyticsPeriod,
  AnalyticsRevenue: AnalyticsRevenue,
  ApiToken: ApiToken,
  AppDetails: AppDetails,
  Application: { ...apps_Application, ...app_review_Application, ...app_versions_Application },
  ApplicationAnalytics: ApplicationAnalytics,
  ApplicationAssets: ApplicationAssets,
  ApplicationDeveloper: ApplicationDeveloper,
  ApplicationMetadata: ApplicationMetadata,
  ApplicationPage: ApplicationPage,
  ApplicationReviewEvent: ApplicationReviewEvent,
  ApplicationVersion: {
    ...app_versions_ApplicationVersion,
    ...apps_ApplicationVersion,
    ...review_threads_ApplicationVersion,
  },
  ApplicationVersionPage: ApplicationVersionPage,
  AssetFile: AssetFile,
  AuditActor: AuditActor,
  AuditDetail: AuditDetail,
  AuditEvent: AuditEvent,
  AuditEventPage: AuditEventPage,
  AuthProviders: AuthProviders,
  BundleCheckResult: BundleCheckResult,
  BusinessInfo: BusinessInfo,
  ConnectAccountResult: ConnectAccountResult,
  CreatedApiToken: CreatedApiToken,
  DailyFiguresCheck: DailyFiguresCheck,
  DashboardAppCounts: DashboardAppCounts,
  DashboardFigure: DashboardFigure,
  DashboardRevenue: DashboardRevenue,
  DataDiskSpace: DataDiskSpace,
  DeleteApplicationResult: DeleteApplicationResult,
  DeletedAccount: DeletedAccount,
  DeveloperDashboard: DeveloperDashboard,
  DeveloperDetails: DeveloperDetails,
  DeveloperProfile: {
    ...developers_DeveloperProfile,
    ...notification_preferences_DeveloperProfile,
    ...payments_DeveloperProfile,
  },
  DeveloperProfilePage: DeveloperProfilePage,
  DeveloperStatusChange: DeveloperStatusChange,
  DeveloperStatusInfo: DeveloperStatusInfo,
  DownloadLink: DownloadLink,
  LegalPages: LegalPages,
  NotificationPreferences: NotificationPreferences,
  OnboardingData: OnboardingData,
  OnboardingProgress: OnboardingProgress,
  PaymentEligibility: PaymentEligibility,
  PaymentsConfig: PaymentsConfig,
  PayoutMinimum: PayoutMinimum,
  PayoutStatement: PayoutStatement,
  PayoutStatementPage: PayoutStatementPage,
  Payouts: Payouts,
  PendingReviews: PendingReviews,
  PersonalInfo: PersonalInfo,
  PortalNotice: PortalNotice,
  PortalSettings: PortalSettings,
  ProfileMetadata: ProfileMetadata,
  Purchase: Purchase,
  RegionalRatings: RegionalRatings,
  Revenue: Revenue,
  ReviewMessage: ReviewMessage,
  ReviewTimePeriod: ReviewTimePeriod,
  ReviewTimeSummary: ReviewTimeSummary,
  SalesLedgerEntry: SalesLedgerEntry,
  SalesLedgerPage: SalesLedgerPage,
  SavedRejectionReason: SavedRejectionReason,
  Screenshots: Screenshots,
  SignInMethod: SignInMethod,
  StoreFigures: StoreFigures,
  StoreGrowth: StoreGrowth,
  StoreGrowthPeriod: StoreGrowthPeriod,
  StorePayoutMonth: StorePayoutMonth,
  StorePayoutsDue: StorePayoutsDue,
  StoreReviewTimes: StoreReviewTimes,
  StoreTopApps: StoreTopApps,
  StripeInfo: StripeInfo,
  TestPurchase: TestPurchase,
  TestPurchasePage: TestPurchasePage,
  TopAppByDownloads: TopAppByDownloads,
  TopAppByRevenue: TopAppByRevenue,
  TwoFactorStatus: TwoFactorStatus,
  VersionChange: VersionChange,
  VersionListing: VersionListing,
  Viewer: { ...accounts_Viewer, ...two_factor_Viewer },
  DateTime: DateTime,
};
