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
  '\n  fragment ReviewMessageFields on ReviewMessage {\n    id\n    authorRole\n    authorName\n    body\n    createdAt\n  }\n': typeof types.ReviewMessageFieldsFragmentDoc;
  '\n  mutation SendReviewMessage($versionId: ID!, $body: String!) {\n    sendReviewMessage(versionId: $versionId, body: $body) {\n      id\n    }\n  }\n': typeof types.SendReviewMessageDocument;
  '\n  mutation DeleteAccount($input: DeleteAccountInput!) {\n    deleteAccount(input: $input) {\n      deletedAt\n    }\n  }\n': typeof types.DeleteAccountDocument;
  '\n  mutation SendAccountDeletionCode {\n    sendAccountDeletionCode {\n      sentTo\n      expiresAt\n    }\n  }\n': typeof types.SendAccountDeletionCodeDocument;
  '\n  query AccountDetails {\n    getDeveloperProfile {\n      userId\n      personalInfo {\n        firstName\n        lastName\n        address\n        city\n        postalCode\n        country\n      }\n      businessInfo {\n        accountType\n        companyName\n        legalName\n      }\n      developerStatus {\n        status\n      }\n      stripeInfo {\n        accountStatus\n        chargesEnabled\n      }\n    }\n  }\n': typeof types.AccountDetailsDocument;
  '\n  mutation UpdateAccountDetails($input: AccountDetailsInput!, $confirmReview: Boolean!) {\n    updateAccountDetails(input: $input, confirmReview: $confirmReview) {\n      sentToReview\n      profile {\n        userId\n      }\n    }\n  }\n': typeof types.UpdateAccountDetailsDocument;
  '\n    mutation GrantAdmin($userId: ID!, $reason: String!) {\n      grantAdmin(userId: $userId, reason: $reason) {\n        ...AdminUserFields\n      }\n    }\n  ': typeof types.GrantAdminDocument;
  '\n    mutation RevokeAdmin($userId: ID!, $reason: String!) {\n      revokeAdmin(userId: $userId, reason: $reason) {\n        ...AdminUserFields\n      }\n    }\n  ': typeof types.RevokeAdminDocument;
  '\n    mutation SuspendAccount($userId: ID!, $reason: String!) {\n      suspendAccount(userId: $userId, reason: $reason) {\n        ...AdminUserFields\n      }\n    }\n  ': typeof types.SuspendAccountDocument;
  '\n    mutation RestoreAccount($userId: ID!, $reason: String!, $restoreApps: Boolean!) {\n      restoreAccount(userId: $userId, reason: $reason, restoreApps: $restoreApps) {\n        ...AdminUserFields\n      }\n    }\n  ': typeof types.RestoreAccountDocument;
  '\n  fragment AdminUserFields on AdminUser {\n    id\n    name\n    email\n    role\n    developerStatus\n    createdAt\n    lastSignInAt\n    deletedAt\n    suspension {\n      reason\n      suspendedAt\n      suspendedByName\n      suspendedApplicationCount\n    }\n  }\n': typeof types.AdminUserFieldsFragmentDoc;
  '\n    query AdminUserDetails($userId: ID!) {\n      adminUser(userId: $userId) {\n        user {\n          ...AdminUserFields\n        }\n        profile {\n          personalInfo {\n            firstName\n            lastName\n            city\n            country\n          }\n          businessInfo {\n            accountType\n            companyName\n            legalName\n          }\n          developerStatus {\n            verifiedAt\n          }\n        }\n        applications {\n          id\n          appName\n          status\n          updatedAt\n        }\n        applicationCount\n        sessions {\n          id\n          device\n          ipAddress\n          signedInAt\n          lastUsedAt\n        }\n        history {\n          id\n          action\n          appName\n          reason\n          actorName\n          createdAt\n        }\n      }\n    }\n  ': typeof types.AdminUserDetailsDocument;
  '\n    query AdminUsers(\n      $limit: Int\n      $nextToken: String\n      $search: String\n      $role: Role\n      $status: UserStatusFilter\n    ) {\n      adminUsers(\n        limit: $limit\n        nextToken: $nextToken\n        search: $search\n        role: $role\n        status: $status\n      ) {\n        items {\n          ...AdminUserFields\n        }\n        nextToken\n      }\n    }\n  ': typeof types.AdminUsersDocument;
  '\n  mutation ApproveApplicationUpdate($versionId: ID!) {\n    approveApplicationUpdate(versionId: $versionId) {\n      id\n      status\n    }\n  }\n': typeof types.ApproveApplicationUpdateDocument;
  '\n    mutation ApproveApplication($appId: ID!) {\n      approveApplication(appId: $appId) {\n        ...ReviewedAppFields\n      }\n    }\n  ': typeof types.ApproveApplicationDocument;
  '\n    mutation ApproveDeveloperAccount($userId: ID!, $notes: String) {\n      approveDeveloperAccount(userId: $userId, notes: $notes) {\n        ...DecidedDeveloperFields\n      }\n    }\n  ': typeof types.ApproveDeveloperAccountDocument;
  '\n  fragment ReviewedAppFields on Application {\n    appId\n    status\n    visibility\n  }\n': typeof types.ReviewedAppFieldsFragmentDoc;
  '\n  fragment DecidedDeveloperFields on DeveloperProfile {\n    userId\n    developerStatus {\n      status\n    }\n  }\n': typeof types.DecidedDeveloperFieldsFragmentDoc;
  '\n  fragment AppDeveloperFields on Application {\n    developer {\n      userId\n      name\n      email\n    }\n  }\n': typeof types.AppDeveloperFieldsFragmentDoc;
  '\n  fragment BusinessInfoFields on BusinessInfo {\n    accountType\n    companyName\n    legalName\n  }\n': typeof types.BusinessInfoFieldsFragmentDoc;
  '\n    fragment DeveloperUnderReviewFields on DeveloperProfile {\n      userId\n      email\n      personalInfo {\n        ...PersonalInfoFields\n      }\n      businessInfo {\n        ...BusinessInfoFields\n      }\n      developerStatus {\n        status\n      }\n      metadata {\n        createdAt\n      }\n    }\n  ': typeof types.DeveloperUnderReviewFieldsFragmentDoc;
  '\n  mutation GenerateDownloadUrl($appId: ID!) {\n    generateDownloadUrl(appId: $appId) {\n      downloadUrl\n      expiresIn\n      fileName\n    }\n  }\n': typeof types.GenerateDownloadUrlDocument;
  '\n  query AdminApplicationCounts($approvedSince: DateTime!) {\n    getAdminApplicationCounts(approvedSince: $approvedSince) {\n      draft\n      submitted\n      live\n      suspended\n      rejected\n      totalExceptSubmitted\n      liveSince\n      updatesInReview\n    }\n  }\n': typeof types.AdminApplicationCountsDocument;
  '\n  query AdminStats {\n    getAdminStats {\n      totalApps\n      pendingReview\n      pendingNewApps\n      pendingUpdates\n      publishedApps\n      totalDevelopers\n      pendingDevelopers\n    }\n  }\n': typeof types.AdminStatsDocument;
  '\n    query AdminApplicationDetails($appId: ID!) {\n      getApplication(appId: $appId) {\n        ...AppDetailsFields\n        ...AppDeveloperFields\n        currentVersion\n        extractedAppName\n        visibility\n        tags\n        assets {\n          vmupackSize\n        }\n        storeUrl\n        metadata {\n          createdAt\n          updatedAt\n          lastVersionSubmitted\n        }\n        versions {\n          id\n          versionNumber\n          releaseNotes\n          status\n          isUpdate\n          reviewNotes\n          submittedAt\n          decidedAt\n          fileSize\n        }\n        reviewHistory {\n          id\n          action\n          fromStatus\n          toStatus\n          reason\n          actorName\n          actorEmail\n          createdAt\n        }\n      }\n    }\n  ': typeof types.AdminApplicationDetailsDocument;
  '\n    query AdminApplicationVersion($versionId: ID!) {\n      getApplicationVersion(versionId: $versionId) {\n        id\n        versionNumber\n        releaseNotes\n        reviewStatus\n        packageName\n        fileSize\n        changes {\n          field\n          label\n          kind\n          before\n          after\n          beforeFiles {\n            key\n            url\n            fileName\n            contentType\n          }\n          afterFiles {\n            key\n            url\n            fileName\n            contentType\n          }\n        }\n        messages {\n          ...ReviewMessageFields\n        }\n        application {\n          appId\n          appName\n          currentVersion\n        }\n      }\n    }\n  ': typeof types.AdminApplicationVersionDocument;
  '\n  query DailyFiguresCheck {\n    dailyFiguresCheck {\n      checkedAt\n      driftedRows\n    }\n  }\n': typeof types.DailyFiguresCheckDocument;
  '\n  query DataDiskSpace {\n    dataDiskSpace {\n      freeBytes\n      totalBytes\n      warnBelowBytes\n      refuseWritesBelowBytes\n      level\n    }\n  }\n': typeof types.DataDiskSpaceDocument;
  '\n    query DeveloperForAdmin($userId: ID!) {\n      getDeveloperForAdmin(userId: $userId) {\n        profile {\n          ...DeveloperUnderReviewFields\n          businessName\n          developerStatus {\n            verifiedAt\n            verificationNotes\n          }\n        }\n        statusHistory {\n          fromStatus\n          toStatus\n          notes\n          changedAt\n          changedByName\n        }\n        applicationCount\n      }\n    }\n  ': typeof types.DeveloperForAdminDocument;
  '\n    query StoreDashboard($from: String!, $to: String!, $grouping: AnalyticsGrouping!) {\n      storeFigures(from: $from, to: $to, grouping: $grouping) {\n        reviewTimes {\n          all {\n            ...ReviewTimesFields\n          }\n        }\n        pending {\n          newApps\n          updates\n          developers\n          newAppsWaitingSince\n          updatesWaitingSince\n          developersWaitingSince\n        }\n        payoutsDueThisMonth {\n          currency\n          dueCount\n          dueAmount\n          paidCount\n          paidAmount\n          overdueCount\n          overdueAmount\n        }\n      }\n    }\n  ': typeof types.StoreDashboardDocument;
  '\n    query AdminApplications(\n      $limit: Int\n      $nextToken: String\n      $status: AppStatus\n      $excludeStatus: AppStatus\n      $search: String\n    ) {\n      listAllApplications(\n        limit: $limit\n        nextToken: $nextToken\n        status: $status\n        excludeStatus: $excludeStatus\n        search: $search\n      ) {\n        items {\n          ...AppCardFields\n          ...AppDeveloperFields\n          bundleIdentifier\n          longDescription\n          categories\n          ageRating {\n            pegi\n          }\n          assets {\n            heroBanner {\n              url\n            }\n            vmupack {\n              size\n            }\n            vmupackSize\n            screenshots {\n              web {\n                key\n                url\n              }\n            }\n          }\n          latestSubmission {\n            id\n            reviewStatus\n            submittedAt\n          }\n        }\n        nextToken\n      }\n    }\n  ': typeof types.AdminApplicationsDocument;
  '\n    query PendingDevelopers($limit: Int, $nextToken: String) {\n      listPendingDevelopers(limit: $limit, nextToken: $nextToken) {\n        items {\n          ...DeveloperUnderReviewFields\n          onboardingData {\n            appName\n            appDescription\n            completedSteps\n          }\n        }\n        nextToken\n      }\n    }\n  ': typeof types.PendingDevelopersDocument;
  '\n    query UpdatesInReview($limit: Int, $nextToken: String) {\n      listUpdatesInReview(limit: $limit, nextToken: $nextToken) {\n        items {\n          id\n          versionNumber\n          releaseNotes\n          reviewStatus\n          submittedAt\n          fileSize\n          application {\n            appId\n            appName\n            currentVersion\n            assets {\n              webIcon {\n                url\n              }\n            }\n            ...AppDeveloperFields\n          }\n        }\n        nextToken\n      }\n    }\n  ': typeof types.UpdatesInReviewDocument;
  '\n  mutation RejectApplicationUpdate($versionId: ID!, $reason: String!) {\n    rejectApplicationUpdate(versionId: $versionId, reason: $reason) {\n      id\n      status\n    }\n  }\n': typeof types.RejectApplicationUpdateDocument;
  '\n    mutation RejectApplication($appId: ID!, $reason: String!) {\n      rejectApplication(appId: $appId, reason: $reason) {\n        ...ReviewedAppFields\n      }\n    }\n  ': typeof types.RejectApplicationDocument;
  '\n    mutation RejectDeveloperAccount($userId: ID!, $notes: String!) {\n      rejectDeveloperAccount(userId: $userId, notes: $notes) {\n        ...DecidedDeveloperFields\n      }\n    }\n  ': typeof types.RejectDeveloperAccountDocument;
  '\n    mutation RestoreApplication($appId: ID!) {\n      restoreApplication(appId: $appId) {\n        ...ReviewedAppFields\n      }\n    }\n  ': typeof types.RestoreApplicationDocument;
  '\n    mutation SuspendApplication($appId: ID!, $reason: String) {\n      suspendApplication(appId: $appId, reason: $reason) {\n        ...ReviewedAppFields\n      }\n    }\n  ': typeof types.SuspendApplicationDocument;
  '\n  query Analytics($appId: ID, $from: String!, $to: String!, $grouping: AnalyticsGrouping!) {\n    analytics(appId: $appId, from: $from, to: $to, grouping: $grouping) {\n      from\n      to\n      grouping\n      periods {\n        start\n        downloads\n        activeUsers\n        unitsSold\n        unitsRefunded\n      }\n      revenue {\n        start\n        currency\n        gross\n        taxes\n        processingFees\n        refunds\n        net\n        platformFee\n        developerShare\n      }\n      totals {\n        start\n        downloads\n        activeUsers\n        unitsSold\n        unitsRefunded\n      }\n      revenueTotals {\n        currency\n        gross\n        taxes\n        processingFees\n        refunds\n        net\n        platformFee\n        developerShare\n      }\n    }\n  }\n': typeof types.AnalyticsDocument;
  '\n    query StoreFigures($from: String!, $to: String!, $grouping: AnalyticsGrouping!) {\n      storeFigures(from: $from, to: $to, grouping: $grouping) {\n        from\n        to\n        grouping\n        topApps {\n          byDownloads {\n            appId\n            appName\n            bundleIdentifier\n            developerName\n            downloads\n          }\n          byRevenue {\n            appId\n            appName\n            bundleIdentifier\n            developerName\n            currency\n            unitsSold\n            unitsRefunded\n            gross\n            net\n            platformFee\n          }\n        }\n        growth {\n          periods {\n            start\n            developersJoined\n            developersVerified\n            appsCreated\n            appsPublished\n          }\n          totals {\n            start\n            developersJoined\n            developersVerified\n            appsCreated\n            appsPublished\n          }\n        }\n        reviewTimes {\n          all {\n            ...ReviewTimesFields\n          }\n          newApps {\n            ...ReviewTimesFields\n          }\n          updates {\n            ...ReviewTimesFields\n          }\n          developers {\n            ...ReviewTimesFields\n          }\n          periods {\n            start\n            reviews {\n              ...ReviewTimesFields\n            }\n          }\n        }\n        payouts {\n          month\n          currency\n          dueCount\n          dueAmount\n          paidCount\n          paidAmount\n          carriedCount\n        }\n      }\n    }\n  ': typeof types.StoreFiguresDocument;
  '\n  query AnalyticsApps($limit: Int, $nextToken: String) {\n    listDeveloperApplications(limit: $limit, nextToken: $nextToken) {\n      items {\n        appId\n        appName\n      }\n      nextToken\n    }\n  }\n': typeof types.AnalyticsAppsDocument;
  '\n    mutation CreateApiToken($input: CreateApiTokenInput!) {\n      createApiToken(input: $input) {\n        token {\n          ...ApiTokenFields\n        }\n        secret\n      }\n    }\n  ': typeof types.CreateApiTokenDocument;
  '\n  fragment ApiTokenFields on ApiToken {\n    id\n    name\n    scopes\n    prefix\n    createdAt\n    expiresAt\n    lastUsedAt\n    revokedAt\n  }\n': typeof types.ApiTokenFieldsFragmentDoc;
  '\n    query ApiTokens {\n      apiTokens {\n        ...ApiTokenFields\n      }\n    }\n  ': typeof types.ApiTokensDocument;
  '\n    mutation RevokeApiToken($id: ID!) {\n      revokeApiToken(id: $id) {\n        ...ApiTokenFields\n      }\n    }\n  ': typeof types.RevokeApiTokenDocument;
  '\n  query AppFormBundleCheck($bundleIdentifier: String!) {\n    checkBundleIdentifier(bundleIdentifier: $bundleIdentifier) {\n      exists\n      existingAppId\n    }\n  }\n': typeof types.AppFormBundleCheckDocument;
  '\n    fragment ListingAssetsFields on ApplicationAssets {\n      vmupack {\n        ...StoredAssetFields\n      }\n      vmuIcon {\n        ...StoredAssetFields\n      }\n      webIcon {\n        ...StoredAssetFields\n      }\n      heroBanner {\n        ...StoredAssetFields\n      }\n      vmuBanner {\n        ...StoredAssetFields\n      }\n      screenshots {\n        web {\n          ...StoredAssetFields\n        }\n      }\n    }\n  ': typeof types.ListingAssetsFieldsFragmentDoc;
  '\n    query ApplicationUpdateForm($appId: ID!) {\n      getApplication(appId: $appId) {\n        appId\n        appName\n        bundleIdentifier\n        price\n        currency\n        currentVersion\n        status\n        categories\n        shortDescription\n        longDescription\n        ageRating {\n          pegi\n        }\n        legalPages {\n          termsAndConditions\n          privacyPolicy\n        }\n        assets {\n          ...ListingAssetsFields\n        }\n        extractedAppName\n        openUpdate {\n          id\n          status\n          versionNumber\n          releaseNotes\n          reviewNotes\n          packageName\n          listing {\n            shortDescription\n            longDescription\n            pegiRating\n            termsAndConditionsUrl\n            privacyPolicyUrl\n            assets {\n              ...ListingAssetsFields\n            }\n          }\n          messages {\n            ...ReviewMessageFields\n          }\n        }\n      }\n    }\n  ': typeof types.ApplicationUpdateFormDocument;
  '\n  fragment StoredAssetFields on AssetFile {\n    key\n    fileName\n    url\n    size\n    contentType\n  }\n': typeof types.StoredAssetFieldsFragmentDoc;
  '\n    query AppFormApplication($appId: ID!) {\n      getApplication(appId: $appId) {\n        ...AppDetailsFields\n        bundleIdentifierFixed\n        assets {\n          vmupack {\n            ...StoredAssetFields\n          }\n          vmuIcon {\n            ...StoredAssetFields\n          }\n          webIcon {\n            ...StoredAssetFields\n          }\n          heroBanner {\n            ...StoredAssetFields\n          }\n          vmuBanner {\n            ...StoredAssetFields\n          }\n          screenshots {\n            web {\n              ...StoredAssetFields\n            }\n          }\n        }\n        releaseNotes\n      }\n    }\n  ': typeof types.AppFormApplicationDocument;
  '\n  query AppFormPreferredCurrency {\n    getDeveloperProfile {\n      userId\n      preferences {\n        currency\n      }\n    }\n  }\n': typeof types.AppFormPreferredCurrencyDocument;
  '\n  mutation SaveApplicationUpdate(\n    $appId: ID!\n    $input: ApplicationUpdateInput!\n    $saveAction: SaveAction!\n  ) {\n    saveApplicationUpdate(appId: $appId, input: $input, saveAction: $saveAction) {\n      id\n      versionNumber\n      status\n    }\n  }\n': typeof types.SaveApplicationUpdateDocument;
  '\n  mutation WithdrawApplicationUpdate($appId: ID!) {\n    withdrawApplicationUpdate(appId: $appId) {\n      id\n      status\n    }\n  }\n': typeof types.WithdrawApplicationUpdateDocument;
  '\n  mutation CreateApplicationFromForm($input: ApplicationInput!, $saveAction: SaveAction!) {\n    createApplication(input: $input, saveAction: $saveAction) {\n      appId\n      appName\n      status\n    }\n  }\n': typeof types.CreateApplicationFromFormDocument;
  '\n  mutation UpdateApplicationFromForm($appId: ID!, $input: UpdateApplicationInput!) {\n    updateApplication(appId: $appId, input: $input) {\n      appId\n      appName\n      status\n    }\n  }\n': typeof types.UpdateApplicationFromFormDocument;
  '\n    query VersionHistory($appId: ID!) {\n      getApplication(appId: $appId) {\n        appId\n        appName\n        status\n        currentVersion\n        openUpdate {\n          id\n          status\n        }\n        versions {\n          id\n          versionNumber\n          releaseNotes\n          status\n          isUpdate\n          submittedAt\n          decidedAt\n          reviewNotes\n          fileSize\n          messages {\n            ...ReviewMessageFields\n          }\n        }\n      }\n    }\n  ': typeof types.VersionHistoryDocument;
  '\n  query AuditActors {\n    auditActors {\n      id\n      name\n      email\n    }\n  }\n': typeof types.AuditActorsDocument;
  '\n  query AuditEvents($filter: AuditEventsFilter, $limit: Int, $nextToken: String) {\n    auditEvents(filter: $filter, limit: $limit, nextToken: $nextToken) {\n      items {\n        id\n        action\n        actor {\n          id\n          name\n          email\n        }\n        targetType\n        targetId\n        targetLabel\n        reason\n        details {\n          label\n          value\n        }\n        createdAt\n      }\n      nextToken\n    }\n  }\n': typeof types.AuditEventsDocument;
  '\n  query AuthProviders {\n    authProviders {\n      github\n      google\n    }\n  }\n': typeof types.AuthProvidersDocument;
  '\n  query DeveloperDashboard {\n    developerDashboard {\n      apps {\n        total\n        live\n        inReview\n        draft\n      }\n      downloads {\n        last30Days\n        previous30Days\n      }\n      activeUsers {\n        last30Days\n        previous30Days\n      }\n      revenue {\n        currency\n        last30Days\n        previous30Days\n      }\n    }\n    listDeveloperApplications(limit: 3) {\n      items {\n        appId\n        appName\n        status\n        analytics {\n          totalDownloads\n        }\n        metadata {\n          updatedAt\n        }\n      }\n    }\n  }\n': typeof types.DeveloperDashboardDocument;
  '\n  mutation DeleteApplication($appId: ID!) {\n    deleteApplication(appId: $appId) {\n      appId\n    }\n  }\n': typeof types.DeleteApplicationDocument;
  '\n    query DeveloperApplications(\n      $limit: Int\n      $nextToken: String\n      $status: AppStatus\n      $search: String\n    ) {\n      listDeveloperApplications(\n        limit: $limit\n        nextToken: $nextToken\n        status: $status\n        search: $search\n      ) {\n        items {\n          ...AppCardFields\n          rejectionReason\n          storeUrl\n        }\n        nextToken\n      }\n    }\n  ': typeof types.DeveloperApplicationsDocument;
  '\n  mutation UpdateApplication($appId: ID!, $input: UpdateApplicationInput!) {\n    updateApplication(appId: $appId, input: $input) {\n      appId\n      status\n      visibility\n      price\n    }\n  }\n': typeof types.UpdateApplicationDocument;
  '\n  query NotificationPreferences {\n    getDeveloperProfile {\n      userId\n      preferences {\n        emailNotifications\n        marketingEmails\n        currency\n        timezone\n      }\n    }\n  }\n': typeof types.NotificationPreferencesDocument;
  '\n  mutation UpdateNotificationPreferences($input: NotificationPreferencesInput!) {\n    updateNotificationPreferences(input: $input) {\n      emailNotifications\n      marketingEmails\n      currency\n      timezone\n    }\n  }\n': typeof types.UpdateNotificationPreferencesDocument;
  '\n  mutation UpdateOnboardingProgress($step: OnboardingStep!, $data: OnboardingStepData!) {\n    updateOnboardingProgress(step: $step, data: $data) {\n      userId\n      onboardingData {\n        completedSteps\n        completedAt\n      }\n    }\n  }\n': typeof types.UpdateOnboardingProgressDocument;
  '\n  mutation CreateStripeConnectAccount {\n    createStripeConnectAccount {\n      success\n      accountId\n      clientSecret\n      verificationUrl\n      requirementsCurrentlyDue\n      requirementsEventuallyDue\n      error\n    }\n  }\n': typeof types.CreateStripeConnectAccountDocument;
  '\n  query PaymentsConfig {\n    paymentsConfig {\n      driver\n      publishableKey\n    }\n  }\n': typeof types.PaymentsConfigDocument;
  '\n  query SalesLedger($limit: Int, $nextToken: String) {\n    listSalesLedger(limit: $limit, nextToken: $nextToken) {\n      items {\n        id\n        kind\n        appName\n        versionNumber\n        currency\n        gross\n        tax\n        processingFee\n        refund\n        net\n        developerShare\n        providerReference\n        occurredAt\n      }\n      nextToken\n    }\n  }\n': typeof types.SalesLedgerDocument;
  '\n  query TestPurchases($limit: Int, $nextToken: String) {\n    listTestPurchases(limit: $limit, nextToken: $nextToken) {\n      items {\n        purchaseId\n        status\n        priceMinor\n        currency\n        createdAt\n        appName\n        versionNumber\n        buyerName\n        buyerEmail\n      }\n      nextToken\n    }\n  }\n': typeof types.TestPurchasesDocument;
  '\n  mutation RefundSandboxPurchase($purchaseId: ID!) {\n    refundSandboxPurchase(purchaseId: $purchaseId) {\n      purchaseId\n      status\n    }\n  }\n': typeof types.RefundSandboxPurchaseDocument;
  '\n    mutation SetSandboxPaymentState($country: String!, $state: SandboxAccountState!) {\n      setSandboxPaymentState(country: $country, state: $state) {\n        ...PaymentEligibilityFields\n      }\n    }\n  ': typeof types.SetSandboxPaymentStateDocument;
  '\n  fragment PayoutStatementFields on PayoutStatement {\n    id\n    month\n    currency\n    unitsSold\n    unitsRefunded\n    gross\n    taxes\n    processingFees\n    refunds\n    net\n    developerShare\n    platformShare\n    carriedIn\n    balance\n    payoutAmount\n    carriedOut\n    minimum\n    status\n    dueOn\n    payoutReference\n    paidAt\n    closedAt\n  }\n': typeof types.PayoutStatementFieldsFragmentDoc;
  '\n    query Payouts {\n      payouts {\n        blocker\n        blockerMessage\n        minimums {\n          currency\n          amount\n        }\n        currentMonth {\n          ...PayoutStatementFields\n        }\n      }\n    }\n  ': typeof types.PayoutsDocument;
  '\n    query PayoutStatements($currency: Currency, $after: String) {\n      payouts {\n        statements(currency: $currency, after: $after) {\n          items {\n            ...PayoutStatementFields\n          }\n          nextToken\n        }\n      }\n    }\n  ': typeof types.PayoutStatementsDocument;
  '\n  query ReviewStatus {\n    getDeveloperProfile {\n      developerStatus {\n        status\n        verifiedAt\n        verificationNotes\n        lastStatusChange\n      }\n    }\n  }\n': typeof types.ReviewStatusDocument;
  '\n  query SupportEmail {\n    supportEmail\n  }\n': typeof types.SupportEmailDocument;
  '\n  query PortalNotice {\n    portalNotice {\n      message\n      startsAt\n      endsAt\n    }\n  }\n': typeof types.PortalNoticeDocument;
  '\n  fragment PortalSettingsFields on PortalSettings {\n    supportEmail\n    effectiveSupportEmail\n    staffTwoFactorRequired\n    updatedAt\n    notice {\n      message\n      startsAt\n      endsAt\n    }\n  }\n': typeof types.PortalSettingsFieldsFragmentDoc;
  '\n    query PortalSettings {\n      portalSettings {\n        ...PortalSettingsFields\n      }\n    }\n  ': typeof types.PortalSettingsDocument;
  '\n  mutation AddSavedRejectionReason($input: SavedRejectionReasonInput!) {\n    addSavedRejectionReason(input: $input) {\n      id\n      title\n      body\n    }\n  }\n': typeof types.AddSavedRejectionReasonDocument;
  '\n  mutation EditSavedRejectionReason($id: ID!, $input: SavedRejectionReasonInput!) {\n    editSavedRejectionReason(id: $id, input: $input) {\n      id\n      title\n      body\n    }\n  }\n': typeof types.EditSavedRejectionReasonDocument;
  '\n  mutation RemoveSavedRejectionReason($id: ID!) {\n    removeSavedRejectionReason(id: $id) {\n      id\n    }\n  }\n': typeof types.RemoveSavedRejectionReasonDocument;
  '\n  mutation ReorderSavedRejectionReasons($ids: [ID!]!) {\n    reorderSavedRejectionReasons(ids: $ids) {\n      id\n      title\n      body\n    }\n  }\n': typeof types.ReorderSavedRejectionReasonsDocument;
  '\n    mutation SetStaffTwoFactorRequired($required: Boolean!) {\n      setStaffTwoFactorRequired(required: $required) {\n        ...PortalSettingsFields\n      }\n    }\n  ': typeof types.SetStaffTwoFactorRequiredDocument;
  '\n    mutation UpdatePortalNotice($notice: PortalNoticeInput) {\n      updatePortalNotice(notice: $notice) {\n        ...PortalSettingsFields\n      }\n    }\n  ': typeof types.UpdatePortalNoticeDocument;
  '\n    mutation UpdateSupportEmail($supportEmail: String!) {\n      updateSupportEmail(supportEmail: $supportEmail) {\n        ...PortalSettingsFields\n      }\n    }\n  ': typeof types.UpdateSupportEmailDocument;
  '\n  fragment ActiveSessionFields on ActiveSession {\n    id\n    device\n    signedInAt\n    lastActiveAt\n    isCurrent\n  }\n': typeof types.ActiveSessionFieldsFragmentDoc;
  '\n    query ActiveSessions {\n      activeSessions {\n        ...ActiveSessionFields\n      }\n    }\n  ': typeof types.ActiveSessionsDocument;
  '\n    mutation SignOutSession($id: ID!) {\n      signOutSession(id: $id) {\n        ...ActiveSessionFields\n      }\n    }\n  ': typeof types.SignOutSessionDocument;
  '\n    mutation SignOutOtherSessions {\n      signOutOtherSessions {\n        ...ActiveSessionFields\n      }\n    }\n  ': typeof types.SignOutOtherSessionsDocument;
  '\n  query SignInMethods {\n    viewer {\n      id\n      email\n    }\n    signInMethods {\n      provider\n      linkedAt\n    }\n    authProviders {\n      github\n      google\n    }\n  }\n': typeof types.SignInMethodsDocument;
  '\n  mutation SetPassword($password: String!) {\n    setPassword(password: $password) {\n      provider\n      linkedAt\n    }\n  }\n': typeof types.SetPasswordDocument;
  '\n  mutation UnlinkSignInMethod($provider: AuthProvider!) {\n    unlinkSignInMethod(provider: $provider) {\n      provider\n      linkedAt\n    }\n  }\n': typeof types.UnlinkSignInMethodDocument;
  '\n  mutation BecomeDeveloper {\n    becomeDeveloper {\n      id\n      role\n    }\n  }\n': typeof types.BecomeDeveloperDocument;
  '\n  query TwoFactorStatus {\n    twoFactorStatus {\n      enabled\n      passwordSet\n      requiredForStaff\n    }\n  }\n': typeof types.TwoFactorStatusDocument;
  '\n  query Viewer {\n    viewer {\n      id\n      email\n      name\n      role\n      provider\n      isEmailVerified\n      onboardingCompleted\n      accountVerified\n      twoFactorSetupRequired\n      avatar\n    }\n  }\n': typeof types.ViewerDocument;
  '\n    query DeveloperProfile {\n      getDeveloperProfile {\n        userId\n        personalInfo {\n          ...PersonalInfoFields\n        }\n        businessInfo {\n          companyName\n        }\n        onboardingData {\n          completedSteps\n          completedAt\n          country\n          appName\n          appDescription\n          appDetails {\n            appName\n            appDescription\n          }\n          developerDetails {\n            firstName\n            lastName\n            address\n            city\n            postalCode\n            companyName\n            country\n          }\n        }\n        developerStatus {\n          status\n        }\n        stripeInfo {\n          accountStatus\n          chargesEnabled\n        }\n      }\n    }\n  ': typeof types.DeveloperProfileDocument;
  '\n  fragment AppCardFields on Application {\n    appId\n    appName\n    shortDescription\n    price\n    currency\n    currentVersion\n    status\n    visibility\n    assets {\n      webIcon {\n        url\n      }\n    }\n    analytics {\n      totalDownloads\n      activeUsers\n      revenue {\n        gross\n        net\n        platformFee\n      }\n    }\n    metadata {\n      updatedAt\n    }\n  }\n': typeof types.AppCardFieldsFragmentDoc;
  '\n  fragment AppDetailsFields on Application {\n    appId\n    appName\n    bundleIdentifier\n    shortDescription\n    longDescription\n    price\n    currency\n    status\n    extractedVersion\n    rejectionReason\n    categories\n    ageRating {\n      pegi\n    }\n    legalPages {\n      termsAndConditions\n      privacyPolicy\n    }\n  }\n': typeof types.AppDetailsFieldsFragmentDoc;
  '\n  fragment PersonalInfoFields on PersonalInfo {\n    firstName\n    lastName\n    address\n    city\n    postalCode\n    country\n  }\n': typeof types.PersonalInfoFieldsFragmentDoc;
  '\n  fragment StripeInfoFields on StripeInfo {\n    connectAccountId\n    accountStatus\n    onboardingComplete\n    chargesEnabled\n    payoutsEnabled\n    lastStatusUpdate\n    requirementsCurrentlyDue\n    requirementsEventuallyDue\n    disabledReason\n  }\n': typeof types.StripeInfoFieldsFragmentDoc;
  '\n    fragment PaymentEligibilityFields on PaymentEligibility {\n      country\n      eligible\n      canCharge\n      reason\n      action\n      message\n      stripeInfo {\n        ...StripeInfoFields\n      }\n    }\n  ': typeof types.PaymentEligibilityFieldsFragmentDoc;
  '\n  fragment ReviewTimesFields on ReviewTimeSummary {\n    decisions\n    medianHours\n    p90Hours\n    medianBusinessDays\n    p90BusinessDays\n    withinPromise\n  }\n': typeof types.ReviewTimesFieldsFragmentDoc;
  '\n    query PaymentEligibility {\n      getPaymentEligibility {\n        ...PaymentEligibilityFields\n      }\n    }\n  ': typeof types.PaymentEligibilityDocument;
  '\n  query SavedRejectionReasons {\n    savedRejectionReasons {\n      id\n      title\n      body\n    }\n  }\n': typeof types.SavedRejectionReasonsDocument;
  '\n  mutation GenerateVersionPackageLink($versionId: ID!) {\n    generateVersionDownloadUrl(versionId: $versionId) {\n      downloadUrl\n      expiresIn\n      fileName\n    }\n  }\n': typeof types.GenerateVersionPackageLinkDocument;
};
const documents: Documents = {
  '\n  fragment ReviewMessageFields on ReviewMessage {\n    id\n    authorRole\n    authorName\n    body\n    createdAt\n  }\n':
    types.ReviewMessageFieldsFragmentDoc,
  '\n  mutation SendReviewMessage($versionId: ID!, $body: String!) {\n    sendReviewMessage(versionId: $versionId, body: $body) {\n      id\n    }\n  }\n':
    types.SendReviewMessageDocument,
  '\n  mutation DeleteAccount($input: DeleteAccountInput!) {\n    deleteAccount(input: $input) {\n      deletedAt\n    }\n  }\n':
    types.DeleteAccountDocument,
  '\n  mutation SendAccountDeletionCode {\n    sendAccountDeletionCode {\n      sentTo\n      expiresAt\n    }\n  }\n':
    types.SendAccountDeletionCodeDocument,
  '\n  query AccountDetails {\n    getDeveloperProfile {\n      userId\n      personalInfo {\n        firstName\n        lastName\n        address\n        city\n        postalCode\n        country\n      }\n      businessInfo {\n        accountType\n        companyName\n        legalName\n      }\n      developerStatus {\n        status\n      }\n      stripeInfo {\n        accountStatus\n        chargesEnabled\n      }\n    }\n  }\n':
    types.AccountDetailsDocument,
  '\n  mutation UpdateAccountDetails($input: AccountDetailsInput!, $confirmReview: Boolean!) {\n    updateAccountDetails(input: $input, confirmReview: $confirmReview) {\n      sentToReview\n      profile {\n        userId\n      }\n    }\n  }\n':
    types.UpdateAccountDetailsDocument,
  '\n    mutation GrantAdmin($userId: ID!, $reason: String!) {\n      grantAdmin(userId: $userId, reason: $reason) {\n        ...AdminUserFields\n      }\n    }\n  ':
    types.GrantAdminDocument,
  '\n    mutation RevokeAdmin($userId: ID!, $reason: String!) {\n      revokeAdmin(userId: $userId, reason: $reason) {\n        ...AdminUserFields\n      }\n    }\n  ':
    types.RevokeAdminDocument,
  '\n    mutation SuspendAccount($userId: ID!, $reason: String!) {\n      suspendAccount(userId: $userId, reason: $reason) {\n        ...AdminUserFields\n      }\n    }\n  ':
    types.SuspendAccountDocument,
  '\n    mutation RestoreAccount($userId: ID!, $reason: String!, $restoreApps: Boolean!) {\n      restoreAccount(userId: $userId, reason: $reason, restoreApps: $restoreApps) {\n        ...AdminUserFields\n      }\n    }\n  ':
    types.RestoreAccountDocument,
  '\n  fragment AdminUserFields on AdminUser {\n    id\n    name\n    email\n    role\n    developerStatus\n    createdAt\n    lastSignInAt\n    deletedAt\n    suspension {\n      reason\n      suspendedAt\n      suspendedByName\n      suspendedApplicationCount\n    }\n  }\n':
    types.AdminUserFieldsFragmentDoc,
  '\n    query AdminUserDetails($userId: ID!) {\n      adminUser(userId: $userId) {\n        user {\n          ...AdminUserFields\n        }\n        profile {\n          personalInfo {\n            firstName\n            lastName\n            city\n            country\n          }\n          businessInfo {\n            accountType\n            companyName\n            legalName\n          }\n          developerStatus {\n            verifiedAt\n          }\n        }\n        applications {\n          id\n          appName\n          status\n          updatedAt\n        }\n        applicationCount\n        sessions {\n          id\n          device\n          ipAddress\n          signedInAt\n          lastUsedAt\n        }\n        history {\n          id\n          action\n          appName\n          reason\n          actorName\n          createdAt\n        }\n      }\n    }\n  ':
    types.AdminUserDetailsDocument,
  '\n    query AdminUsers(\n      $limit: Int\n      $nextToken: String\n      $search: String\n      $role: Role\n      $status: UserStatusFilter\n    ) {\n      adminUsers(\n        limit: $limit\n        nextToken: $nextToken\n        search: $search\n        role: $role\n        status: $status\n      ) {\n        items {\n          ...AdminUserFields\n        }\n        nextToken\n      }\n    }\n  ':
    types.AdminUsersDocument,
  '\n  mutation ApproveApplicationUpdate($versionId: ID!) {\n    approveApplicationUpdate(versionId: $versionId) {\n      id\n      status\n    }\n  }\n':
    types.ApproveApplicationUpdateDocument,
  '\n    mutation ApproveApplication($appId: ID!) {\n      approveApplication(appId: $appId) {\n        ...ReviewedAppFields\n      }\n    }\n  ':
    types.ApproveApplicationDocument,
  '\n    mutation ApproveDeveloperAccount($userId: ID!, $notes: String) {\n      approveDeveloperAccount(userId: $userId, notes: $notes) {\n        ...DecidedDeveloperFields\n      }\n    }\n  ':
    types.ApproveDeveloperAccountDocument,
  '\n  fragment ReviewedAppFields on Application {\n    appId\n    status\n    visibility\n  }\n':
    types.ReviewedAppFieldsFragmentDoc,
  '\n  fragment DecidedDeveloperFields on DeveloperProfile {\n    userId\n    developerStatus {\n      status\n    }\n  }\n':
    types.DecidedDeveloperFieldsFragmentDoc,
  '\n  fragment AppDeveloperFields on Application {\n    developer {\n      userId\n      name\n      email\n    }\n  }\n':
    types.AppDeveloperFieldsFragmentDoc,
  '\n  fragment BusinessInfoFields on BusinessInfo {\n    accountType\n    companyName\n    legalName\n  }\n':
    types.BusinessInfoFieldsFragmentDoc,
  '\n    fragment DeveloperUnderReviewFields on DeveloperProfile {\n      userId\n      email\n      personalInfo {\n        ...PersonalInfoFields\n      }\n      businessInfo {\n        ...BusinessInfoFields\n      }\n      developerStatus {\n        status\n      }\n      metadata {\n        createdAt\n      }\n    }\n  ':
    types.DeveloperUnderReviewFieldsFragmentDoc,
  '\n  mutation GenerateDownloadUrl($appId: ID!) {\n    generateDownloadUrl(appId: $appId) {\n      downloadUrl\n      expiresIn\n      fileName\n    }\n  }\n':
    types.GenerateDownloadUrlDocument,
  '\n  query AdminApplicationCounts($approvedSince: DateTime!) {\n    getAdminApplicationCounts(approvedSince: $approvedSince) {\n      draft\n      submitted\n      live\n      suspended\n      rejected\n      totalExceptSubmitted\n      liveSince\n      updatesInReview\n    }\n  }\n':
    types.AdminApplicationCountsDocument,
  '\n  query AdminStats {\n    getAdminStats {\n      totalApps\n      pendingReview\n      pendingNewApps\n      pendingUpdates\n      publishedApps\n      totalDevelopers\n      pendingDevelopers\n    }\n  }\n':
    types.AdminStatsDocument,
  '\n    query AdminApplicationDetails($appId: ID!) {\n      getApplication(appId: $appId) {\n        ...AppDetailsFields\n        ...AppDeveloperFields\n        currentVersion\n        extractedAppName\n        visibility\n        tags\n        assets {\n          vmupackSize\n        }\n        storeUrl\n        metadata {\n          createdAt\n          updatedAt\n          lastVersionSubmitted\n        }\n        versions {\n          id\n          versionNumber\n          releaseNotes\n          status\n          isUpdate\n          reviewNotes\n          submittedAt\n          decidedAt\n          fileSize\n        }\n        reviewHistory {\n          id\n          action\n          fromStatus\n          toStatus\n          reason\n          actorName\n          actorEmail\n          createdAt\n        }\n      }\n    }\n  ':
    types.AdminApplicationDetailsDocument,
  '\n    query AdminApplicationVersion($versionId: ID!) {\n      getApplicationVersion(versionId: $versionId) {\n        id\n        versionNumber\n        releaseNotes\n        reviewStatus\n        packageName\n        fileSize\n        changes {\n          field\n          label\n          kind\n          before\n          after\n          beforeFiles {\n            key\n            url\n            fileName\n            contentType\n          }\n          afterFiles {\n            key\n            url\n            fileName\n            contentType\n          }\n        }\n        messages {\n          ...ReviewMessageFields\n        }\n        application {\n          appId\n          appName\n          currentVersion\n        }\n      }\n    }\n  ':
    types.AdminApplicationVersionDocument,
  '\n  query DailyFiguresCheck {\n    dailyFiguresCheck {\n      checkedAt\n      driftedRows\n    }\n  }\n':
    types.DailyFiguresCheckDocument,
  '\n  query DataDiskSpace {\n    dataDiskSpace {\n      freeBytes\n      totalBytes\n      warnBelowBytes\n      refuseWritesBelowBytes\n      level\n    }\n  }\n':
    types.DataDiskSpaceDocument,
  '\n    query DeveloperForAdmin($userId: ID!) {\n      getDeveloperForAdmin(userId: $userId) {\n        profile {\n          ...DeveloperUnderReviewFields\n          businessName\n          developerStatus {\n            verifiedAt\n            verificationNotes\n          }\n        }\n        statusHistory {\n          fromStatus\n          toStatus\n          notes\n          changedAt\n          changedByName\n        }\n        applicationCount\n      }\n    }\n  ':
    types.DeveloperForAdminDocument,
  '\n    query StoreDashboard($from: String!, $to: String!, $grouping: AnalyticsGrouping!) {\n      storeFigures(from: $from, to: $to, grouping: $grouping) {\n        reviewTimes {\n          all {\n            ...ReviewTimesFields\n          }\n        }\n        pending {\n          newApps\n          updates\n          developers\n          newAppsWaitingSince\n          updatesWaitingSince\n          developersWaitingSince\n        }\n        payoutsDueThisMonth {\n          currency\n          dueCount\n          dueAmount\n          paidCount\n          paidAmount\n          overdueCount\n          overdueAmount\n        }\n      }\n    }\n  ':
    types.StoreDashboardDocument,
  '\n    query AdminApplications(\n      $limit: Int\n      $nextToken: String\n      $status: AppStatus\n      $excludeStatus: AppStatus\n      $search: String\n    ) {\n      listAllApplications(\n        limit: $limit\n        nextToken: $nextToken\n        status: $status\n        excludeStatus: $excludeStatus\n        search: $search\n      ) {\n        items {\n          ...AppCardFields\n          ...AppDeveloperFields\n          bundleIdentifier\n          longDescription\n          categories\n          ageRating {\n            pegi\n          }\n          assets {\n            heroBanner {\n              url\n            }\n            vmupack {\n              size\n            }\n            vmupackSize\n            screenshots {\n              web {\n                key\n                url\n              }\n            }\n          }\n          latestSubmission {\n            id\n            reviewStatus\n            submittedAt\n          }\n        }\n        nextToken\n      }\n    }\n  ':
    types.AdminApplicationsDocument,
  '\n    query PendingDevelopers($limit: Int, $nextToken: String) {\n      listPendingDevelopers(limit: $limit, nextToken: $nextToken) {\n        items {\n          ...DeveloperUnderReviewFields\n          onboardingData {\n            appName\n            appDescription\n            completedSteps\n          }\n        }\n        nextToken\n      }\n    }\n  ':
    types.PendingDevelopersDocument,
  '\n    query UpdatesInReview($limit: Int, $nextToken: String) {\n      listUpdatesInReview(limit: $limit, nextToken: $nextToken) {\n        items {\n          id\n          versionNumber\n          releaseNotes\n          reviewStatus\n          submittedAt\n          fileSize\n          application {\n            appId\n            appName\n            currentVersion\n            assets {\n              webIcon {\n                url\n              }\n            }\n            ...AppDeveloperFields\n          }\n        }\n        nextToken\n      }\n    }\n  ':
    types.UpdatesInReviewDocument,
  '\n  mutation RejectApplicationUpdate($versionId: ID!, $reason: String!) {\n    rejectApplicationUpdate(versionId: $versionId, reason: $reason) {\n      id\n      status\n    }\n  }\n':
    types.RejectApplicationUpdateDocument,
  '\n    mutation RejectApplication($appId: ID!, $reason: String!) {\n      rejectApplication(appId: $appId, reason: $reason) {\n        ...ReviewedAppFields\n      }\n    }\n  ':
    types.RejectApplicationDocument,
  '\n    mutation RejectDeveloperAccount($userId: ID!, $notes: String!) {\n      rejectDeveloperAccount(userId: $userId, notes: $notes) {\n        ...DecidedDeveloperFields\n      }\n    }\n  ':
    types.RejectDeveloperAccountDocument,
  '\n    mutation RestoreApplication($appId: ID!) {\n      restoreApplication(appId: $appId) {\n        ...ReviewedAppFields\n      }\n    }\n  ':
    types.RestoreApplicationDocument,
  '\n    mutation SuspendApplication($appId: ID!, $reason: String) {\n      suspendApplication(appId: $appId, reason: $reason) {\n        ...ReviewedAppFields\n      }\n    }\n  ':
    types.SuspendApplicationDocument,
  '\n  query Analytics($appId: ID, $from: String!, $to: String!, $grouping: AnalyticsGrouping!) {\n    analytics(appId: $appId, from: $from, to: $to, grouping: $grouping) {\n      from\n      to\n      grouping\n      periods {\n        start\n        downloads\n        activeUsers\n        unitsSold\n        unitsRefunded\n      }\n      revenue {\n        start\n        currency\n        gross\n        taxes\n        processingFees\n        refunds\n        net\n        platformFee\n        developerShare\n      }\n      totals {\n        start\n        downloads\n        activeUsers\n        unitsSold\n        unitsRefunded\n      }\n      revenueTotals {\n        currency\n        gross\n        taxes\n        processingFees\n        refunds\n        net\n        platformFee\n        developerShare\n      }\n    }\n  }\n':
    types.AnalyticsDocument,
  '\n    query StoreFigures($from: String!, $to: String!, $grouping: AnalyticsGrouping!) {\n      storeFigures(from: $from, to: $to, grouping: $grouping) {\n        from\n        to\n        grouping\n        topApps {\n          byDownloads {\n            appId\n            appName\n            bundleIdentifier\n            developerName\n            downloads\n          }\n          byRevenue {\n            appId\n            appName\n            bundleIdentifier\n            developerName\n            currency\n            unitsSold\n            unitsRefunded\n            gross\n            net\n            platformFee\n          }\n        }\n        growth {\n          periods {\n            start\n            developersJoined\n            developersVerified\n            appsCreated\n            appsPublished\n          }\n          totals {\n            start\n            developersJoined\n            developersVerified\n            appsCreated\n            appsPublished\n          }\n        }\n        reviewTimes {\n          all {\n            ...ReviewTimesFields\n          }\n          newApps {\n            ...ReviewTimesFields\n          }\n          updates {\n            ...ReviewTimesFields\n          }\n          developers {\n            ...ReviewTimesFields\n          }\n          periods {\n            start\n            reviews {\n              ...ReviewTimesFields\n            }\n          }\n        }\n        payouts {\n          month\n          currency\n          dueCount\n          dueAmount\n          paidCount\n          paidAmount\n          carriedCount\n        }\n      }\n    }\n  ':
    types.StoreFiguresDocument,
  '\n  query AnalyticsApps($limit: Int, $nextToken: String) {\n    listDeveloperApplications(limit: $limit, nextToken: $nextToken) {\n      items {\n        appId\n        appName\n      }\n      nextToken\n    }\n  }\n':
    types.AnalyticsAppsDocument,
  '\n    mutation CreateApiToken($input: CreateApiTokenInput!) {\n      createApiToken(input: $input) {\n        token {\n          ...ApiTokenFields\n        }\n        secret\n      }\n    }\n  ':
    types.CreateApiTokenDocument,
  '\n  fragment ApiTokenFields on ApiToken {\n    id\n    name\n    scopes\n    prefix\n    createdAt\n    expiresAt\n    lastUsedAt\n    revokedAt\n  }\n':
    types.ApiTokenFieldsFragmentDoc,
  '\n    query ApiTokens {\n      apiTokens {\n        ...ApiTokenFields\n      }\n    }\n  ':
    types.ApiTokensDocument,
  '\n    mutation RevokeApiToken($id: ID!) {\n      revokeApiToken(id: $id) {\n        ...ApiTokenFields\n      }\n    }\n  ':
    types.RevokeApiTokenDocument,
  '\n  query AppFormBundleCheck($bundleIdentifier: String!) {\n    checkBundleIdentifier(bundleIdentifier: $bundleIdentifier) {\n      exists\n      existingAppId\n    }\n  }\n':
    types.AppFormBundleCheckDocument,
  '\n    fragment ListingAssetsFields on ApplicationAssets {\n      vmupack {\n        ...StoredAssetFields\n      }\n      vmuIcon {\n        ...StoredAssetFields\n      }\n      webIcon {\n        ...StoredAssetFields\n      }\n      heroBanner {\n        ...StoredAssetFields\n      }\n      vmuBanner {\n        ...StoredAssetFields\n      }\n      screenshots {\n        web {\n          ...StoredAssetFields\n        }\n      }\n    }\n  ':
    types.ListingAssetsFieldsFragmentDoc,
  '\n    query ApplicationUpdateForm($appId: ID!) {\n      getApplication(appId: $appId) {\n        appId\n        appName\n        bundleIdentifier\n        price\n        currency\n        currentVersion\n        status\n        categories\n        shortDescription\n        longDescription\n        ageRating {\n          pegi\n        }\n        legalPages {\n          termsAndConditions\n          privacyPolicy\n        }\n        assets {\n          ...ListingAssetsFields\n        }\n        extractedAppName\n        openUpdate {\n          id\n          status\n          versionNumber\n          releaseNotes\n          reviewNotes\n          packageName\n          listing {\n            shortDescription\n            longDescription\n            pegiRating\n            termsAndConditionsUrl\n            privacyPolicyUrl\n            assets {\n              ...ListingAssetsFields\n            }\n          }\n          messages {\n            ...ReviewMessageFields\n          }\n        }\n      }\n    }\n  ':
    types.ApplicationUpdateFormDocument,
  '\n  fragment StoredAssetFields on AssetFile {\n    key\n    fileName\n    url\n    size\n    contentType\n  }\n':
    types.StoredAssetFieldsFragmentDoc,
  '\n    query AppFormApplication($appId: ID!) {\n      getApplication(appId: $appId) {\n        ...AppDetailsFields\n        bundleIdentifierFixed\n        assets {\n          vmupack {\n            ...StoredAssetFields\n          }\n          vmuIcon {\n            ...StoredAssetFields\n          }\n          webIcon {\n            ...StoredAssetFields\n          }\n          heroBanner {\n            ...StoredAssetFields\n          }\n          vmuBanner {\n            ...StoredAssetFields\n          }\n          screenshots {\n            web {\n              ...StoredAssetFields\n            }\n          }\n        }\n        releaseNotes\n      }\n    }\n  ':
    types.AppFormApplicationDocument,
  '\n  query AppFormPreferredCurrency {\n    getDeveloperProfile {\n      userId\n      preferences {\n        currency\n      }\n    }\n  }\n':
    types.AppFormPreferredCurrencyDocument,
  '\n  mutation SaveApplicationUpdate(\n    $appId: ID!\n    $input: ApplicationUpdateInput!\n    $saveAction: SaveAction!\n  ) {\n    saveApplicationUpdate(appId: $appId, input: $input, saveAction: $saveAction) {\n      id\n      versionNumber\n      status\n    }\n  }\n':
    types.SaveApplicationUpdateDocument,
  '\n  mutation WithdrawApplicationUpdate($appId: ID!) {\n    withdrawApplicationUpdate(appId: $appId) {\n      id\n      status\n    }\n  }\n':
    types.WithdrawApplicationUpdateDocument,
  '\n  mutation CreateApplicationFromForm($input: ApplicationInput!, $saveAction: SaveAction!) {\n    createApplication(input: $input, saveAction: $saveAction) {\n      appId\n      appName\n      status\n    }\n  }\n':
    types.CreateApplicationFromFormDocument,
  '\n  mutation UpdateApplicationFromForm($appId: ID!, $input: UpdateApplicationInput!) {\n    updateApplication(appId: $appId, input: $input) {\n      appId\n      appName\n      status\n    }\n  }\n':
    types.UpdateApplicationFromFormDocument,
  '\n    query VersionHistory($appId: ID!) {\n      getApplication(appId: $appId) {\n        appId\n        appName\n        status\n        currentVersion\n        openUpdate {\n          id\n          status\n        }\n        versions {\n          id\n          versionNumber\n          releaseNotes\n          status\n          isUpdate\n          submittedAt\n          decidedAt\n          reviewNotes\n          fileSize\n          messages {\n            ...ReviewMessageFields\n          }\n        }\n      }\n    }\n  ':
    types.VersionHistoryDocument,
  '\n  query AuditActors {\n    auditActors {\n      id\n      name\n      email\n    }\n  }\n':
    types.AuditActorsDocument,
  '\n  query AuditEvents($filter: AuditEventsFilter, $limit: Int, $nextToken: String) {\n    auditEvents(filter: $filter, limit: $limit, nextToken: $nextToken) {\n      items {\n        id\n        action\n        actor {\n          id\n          name\n          email\n        }\n        targetType\n        targetId\n        targetLabel\n        reason\n        details {\n          label\n          value\n        }\n        createdAt\n      }\n      nextToken\n    }\n  }\n':
    types.AuditEventsDocument,
  '\n  query AuthProviders {\n    authProviders {\n      github\n      google\n    }\n  }\n':
    types.AuthProvidersDocument,
  '\n  query DeveloperDashboard {\n    developerDashboard {\n      apps {\n        total\n        live\n        inReview\n        draft\n      }\n      downloads {\n        last30Days\n        previous30Days\n      }\n      activeUsers {\n        last30Days\n        previous30Days\n      }\n      revenue {\n        currency\n        last30Days\n        previous30Days\n      }\n    }\n    listDeveloperApplications(limit: 3) {\n      items {\n        appId\n        appName\n        status\n        analytics {\n          totalDownloads\n        }\n        metadata {\n          updatedAt\n        }\n      }\n    }\n  }\n':
    types.DeveloperDashboardDocument,
  '\n  mutation DeleteApplication($appId: ID!) {\n    deleteApplication(appId: $appId) {\n      appId\n    }\n  }\n':
    types.DeleteApplicationDocument,
  '\n    query DeveloperApplications(\n      $limit: Int\n      $nextToken: String\n      $status: AppStatus\n      $search: String\n    ) {\n      listDeveloperApplications(\n        limit: $limit\n        nextToken: $nextToken\n        status: $status\n        search: $search\n      ) {\n        items {\n          ...AppCardFields\n          rejectionReason\n          storeUrl\n        }\n        nextToken\n      }\n    }\n  ':
    types.DeveloperApplicationsDocument,
  '\n  mutation UpdateApplication($appId: ID!, $input: UpdateApplicationInput!) {\n    updateApplication(appId: $appId, input: $input) {\n      appId\n      status\n      visibility\n      price\n    }\n  }\n':
    types.UpdateApplicationDocument,
  '\n  query NotificationPreferences {\n    getDeveloperProfile {\n      userId\n      preferences {\n        emailNotifications\n        marketingEmails\n        currency\n        timezone\n      }\n    }\n  }\n':
    types.NotificationPreferencesDocument,
  '\n  mutation UpdateNotificationPreferences($input: NotificationPreferencesInput!) {\n    updateNotificationPreferences(input: $input) {\n      emailNotifications\n      marketingEmails\n      currency\n      timezone\n    }\n  }\n':
    types.UpdateNotificationPreferencesDocument,
  '\n  mutation UpdateOnboardingProgress($step: OnboardingStep!, $data: OnboardingStepData!) {\n    updateOnboardingProgress(step: $step, data: $data) {\n      userId\n      onboardingData {\n        completedSteps\n        completedAt\n      }\n    }\n  }\n':
    types.UpdateOnboardingProgressDocument,
  '\n  mutation CreateStripeConnectAccount {\n    createStripeConnectAccount {\n      success\n      accountId\n      clientSecret\n      verificationUrl\n      requirementsCurrentlyDue\n      requirementsEventuallyDue\n      error\n    }\n  }\n':
    types.CreateStripeConnectAccountDocument,
  '\n  query PaymentsConfig {\n    paymentsConfig {\n      driver\n      publishableKey\n    }\n  }\n':
    types.PaymentsConfigDocument,
  '\n  query SalesLedger($limit: Int, $nextToken: String) {\n    listSalesLedger(limit: $limit, nextToken: $nextToken) {\n      items {\n        id\n        kind\n        appName\n        versionNumber\n        currency\n        gross\n        tax\n        processingFee\n        refund\n        net\n        developerShare\n        providerReference\n        occurredAt\n      }\n      nextToken\n    }\n  }\n':
    types.SalesLedgerDocument,
  '\n  query TestPurchases($limit: Int, $nextToken: String) {\n    listTestPurchases(limit: $limit, nextToken: $nextToken) {\n      items {\n        purchaseId\n        status\n        priceMinor\n        currency\n        createdAt\n        appName\n        versionNumber\n        buyerName\n        buyerEmail\n      }\n      nextToken\n    }\n  }\n':
    types.TestPurchasesDocument,
  '\n  mutation RefundSandboxPurchase($purchaseId: ID!) {\n    refundSandboxPurchase(purchaseId: $purchaseId) {\n      purchaseId\n      status\n    }\n  }\n':
    types.RefundSandboxPurchaseDocument,
  '\n    mutation SetSandboxPaymentState($country: String!, $state: SandboxAccountState!) {\n      setSandboxPaymentState(country: $country, state: $state) {\n        ...PaymentEligibilityFields\n      }\n    }\n  ':
    types.SetSandboxPaymentStateDocument,
  '\n  fragment PayoutStatementFields on PayoutStatement {\n    id\n    month\n    currency\n    unitsSold\n    unitsRefunded\n    gross\n    taxes\n    processingFees\n    refunds\n    net\n    developerShare\n    platformShare\n    carriedIn\n    balance\n    payoutAmount\n    carriedOut\n    minimum\n    status\n    dueOn\n    payoutReference\n    paidAt\n    closedAt\n  }\n':
    types.PayoutStatementFieldsFragmentDoc,
  '\n    query Payouts {\n      payouts {\n        blocker\n        blockerMessage\n        minimums {\n          currency\n          amount\n        }\n        currentMonth {\n          ...PayoutStatementFields\n        }\n      }\n    }\n  ':
    types.PayoutsDocument,
  '\n    query PayoutStatements($currency: Currency, $after: String) {\n      payouts {\n        statements(currency: $currency, after: $after) {\n          items {\n            ...PayoutStatementFields\n          }\n          nextToken\n        }\n      }\n    }\n  ':
    types.PayoutStatementsDocument,
  '\n  query ReviewStatus {\n    getDeveloperProfile {\n      developerStatus {\n        status\n        verifiedAt\n        verificationNotes\n        lastStatusChange\n      }\n    }\n  }\n':
    types.ReviewStatusDocument,
  '\n  query SupportEmail {\n    supportEmail\n  }\n': types.SupportEmailDocument,
  '\n  query PortalNotice {\n    portalNotice {\n      message\n      startsAt\n      endsAt\n    }\n  }\n':
    types.PortalNoticeDocument,
  '\n  fragment PortalSettingsFields on PortalSettings {\n    supportEmail\n    effectiveSupportEmail\n    staffTwoFactorRequired\n    updatedAt\n    notice {\n      message\n      startsAt\n      endsAt\n    }\n  }\n':
    types.PortalSettingsFieldsFragmentDoc,
  '\n    query PortalSettings {\n      portalSettings {\n        ...PortalSettingsFields\n      }\n    }\n  ':
    types.PortalSettingsDocument,
  '\n  mutation AddSavedRejectionReason($input: SavedRejectionReasonInput!) {\n    addSavedRejectionReason(input: $input) {\n      id\n      title\n      body\n    }\n  }\n':
    types.AddSavedRejectionReasonDocument,
  '\n  mutation EditSavedRejectionReason($id: ID!, $input: SavedRejectionReasonInput!) {\n    editSavedRejectionReason(id: $id, input: $input) {\n      id\n      title\n      body\n    }\n  }\n':
    types.EditSavedRejectionReasonDocument,
  '\n  mutation RemoveSavedRejectionReason($id: ID!) {\n    removeSavedRejectionReason(id: $id) {\n      id\n    }\n  }\n':
    types.RemoveSavedRejectionReasonDocument,
  '\n  mutation ReorderSavedRejectionReasons($ids: [ID!]!) {\n    reorderSavedRejectionReasons(ids: $ids) {\n      id\n      title\n      body\n    }\n  }\n':
    types.ReorderSavedRejectionReasonsDocument,
  '\n    mutation SetStaffTwoFactorRequired($required: Boolean!) {\n      setStaffTwoFactorRequired(required: $required) {\n        ...PortalSettingsFields\n      }\n    }\n  ':
    types.SetStaffTwoFactorRequiredDocument,
  '\n    mutation UpdatePortalNotice($notice: PortalNoticeInput) {\n      updatePortalNotice(notice: $notice) {\n        ...PortalSettingsFields\n      }\n    }\n  ':
    types.UpdatePortalNoticeDocument,
  '\n    mutation UpdateSupportEmail($supportEmail: String!) {\n      updateSupportEmail(supportEmail: $supportEmail) {\n        ...PortalSettingsFields\n      }\n    }\n  ':
    types.UpdateSupportEmailDocument,
  '\n  fragment ActiveSessionFields on ActiveSession {\n    id\n    device\n    signedInAt\n    lastActiveAt\n    isCurrent\n  }\n':
    types.ActiveSessionFieldsFragmentDoc,
  '\n    query ActiveSessions {\n      activeSessions {\n        ...ActiveSessionFields\n      }\n    }\n  ':
    types.ActiveSessionsDocument,
  '\n    mutation SignOutSession($id: ID!) {\n      signOutSession(id: $id) {\n        ...ActiveSessionFields\n      }\n    }\n  ':
    types.SignOutSessionDocument,
  '\n    mutation SignOutOtherSessions {\n      signOutOtherSessions {\n        ...ActiveSessionFields\n      }\n    }\n  ':
    types.SignOutOtherSessionsDocument,
  '\n  query SignInMethods {\n    viewer {\n      id\n      email\n    }\n    signInMethods {\n      provider\n      linkedAt\n    }\n    authProviders {\n      github\n      google\n    }\n  }\n':
    types.SignInMethodsDocument,
  '\n  mutation SetPassword($password: String!) {\n    setPassword(password: $password) {\n      provider\n      linkedAt\n    }\n  }\n':
    types.SetPasswordDocument,
  '\n  mutation UnlinkSignInMethod($provider: AuthProvider!) {\n    unlinkSignInMethod(provider: $provider) {\n      provider\n      linkedAt\n    }\n  }\n':
    types.UnlinkSignInMethodDocument,
  '\n  mutation BecomeDeveloper {\n    becomeDeveloper {\n      id\n      role\n    }\n  }\n':
    types.BecomeDeveloperDocument,
  '\n  query TwoFactorStatus {\n    twoFactorStatus {\n      enabled\n      passwordSet\n      requiredForStaff\n    }\n  }\n':
    types.TwoFactorStatusDocument,
  '\n  query Viewer {\n    viewer {\n      id\n      email\n      name\n      role\n      provider\n      isEmailVerified\n      onboardingCompleted\n      accountVerified\n      twoFactorSetupRequired\n      avatar\n    }\n  }\n':
    types.ViewerDocument,
  '\n    query DeveloperProfile {\n      getDeveloperProfile {\n        userId\n        personalInfo {\n          ...PersonalInfoFields\n        }\n        businessInfo {\n          companyName\n        }\n        onboardingData {\n          completedSteps\n          completedAt\n          country\n          appName\n          appDescription\n          appDetails {\n            appName\n            appDescription\n          }\n          developerDetails {\n            firstName\n            lastName\n            address\n            city\n            postalCode\n            companyName\n            country\n          }\n        }\n        developerStatus {\n          status\n        }\n        stripeInfo {\n          accountStatus\n          chargesEnabled\n        }\n      }\n    }\n  ':
    types.DeveloperProfileDocument,
  '\n  fragment AppCardFields on Application {\n    appId\n    appName\n    shortDescription\n    price\n    currency\n    currentVersion\n    status\n    visibility\n    assets {\n      webIcon {\n        url\n      }\n    }\n    analytics {\n      totalDownloads\n      activeUsers\n      revenue {\n        gross\n        net\n        platformFee\n      }\n    }\n    metadata {\n      updatedAt\n    }\n  }\n':
    types.AppCardFieldsFragmentDoc,
  '\n  fragment AppDetailsFields on Application {\n    appId\n    appName\n    bundleIdentifier\n    shortDescription\n    longDescription\n    price\n    currency\n    status\n    extractedVersion\n    rejectionReason\n    categories\n    ageRating {\n      pegi\n    }\n    legalPages {\n      termsAndConditions\n      privacyPolicy\n    }\n  }\n':
    types.AppDetailsFieldsFragmentDoc,
  '\n  fragment PersonalInfoFields on PersonalInfo {\n    firstName\n    lastName\n    address\n    city\n    postalCode\n    country\n  }\n':
    types.PersonalInfoFieldsFragmentDoc,
  '\n  fragment StripeInfoFields on StripeInfo {\n    connectAccountId\n    accountStatus\n    onboardingComplete\n    chargesEnabled\n    payoutsEnabled\n    lastStatusUpdate\n    requirementsCurrentlyDue\n    requirementsEventuallyDue\n    disabledReason\n  }\n':
    types.StripeInfoFieldsFragmentDoc,
  '\n    fragment PaymentEligibilityFields on PaymentEligibility {\n      country\n      eligible\n      canCharge\n      reason\n      action\n      message\n      stripeInfo {\n        ...StripeInfoFields\n      }\n    }\n  ':
    types.PaymentEligibilityFieldsFragmentDoc,
  '\n  fragment ReviewTimesFields on ReviewTimeSummary {\n    decisions\n    medianHours\n    p90Hours\n    medianBusinessDays\n    p90BusinessDays\n    withinPromise\n  }\n':
    types.ReviewTimesFieldsFragmentDoc,
  '\n    query PaymentEligibility {\n      getPaymentEligibility {\n        ...PaymentEligibilityFields\n      }\n    }\n  ':
    types.PaymentEligibilityDocument,
  '\n  query SavedRejectionReasons {\n    savedRejectionReasons {\n      id\n      title\n      body\n    }\n  }\n':
    types.SavedRejectionReasonsDocument,
  '\n  mutation GenerateVersionPackageLink($versionId: ID!) {\n    generateVersionDownloadUrl(versionId: $versionId) {\n      downloadUrl\n      expiresIn\n      fileName\n    }\n  }\n':
    types.GenerateVersionPackageLinkDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ReviewMessageFields on ReviewMessage {\n    id\n    authorRole\n    authorName\n    body\n    createdAt\n  }\n',
): typeof import('./graphql').ReviewMessageFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SendReviewMessage($versionId: ID!, $body: String!) {\n    sendReviewMessage(versionId: $versionId, body: $body) {\n      id\n    }\n  }\n',
): typeof import('./graphql').SendReviewMessageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DeleteAccount($input: DeleteAccountInput!) {\n    deleteAccount(input: $input) {\n      deletedAt\n    }\n  }\n',
): typeof import('./graphql').DeleteAccountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SendAccountDeletionCode {\n    sendAccountDeletionCode {\n      sentTo\n      expiresAt\n    }\n  }\n',
): typeof import('./graphql').SendAccountDeletionCodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AccountDetails {\n    getDeveloperProfile {\n      userId\n      personalInfo {\n        firstName\n        lastName\n        address\n        city\n        postalCode\n        country\n      }\n      businessInfo {\n        accountType\n        companyName\n        legalName\n      }\n      developerStatus {\n        status\n      }\n      stripeInfo {\n        accountStatus\n        chargesEnabled\n      }\n    }\n  }\n',
): typeof import('./graphql').AccountDetailsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateAccountDetails($input: AccountDetailsInput!, $confirmReview: Boolean!) {\n    updateAccountDetails(input: $input, confirmReview: $confirmReview) {\n      sentToReview\n      profile {\n        userId\n      }\n    }\n  }\n',
): typeof import('./graphql').UpdateAccountDetailsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n    mutation GrantAdmin($userId: ID!, $reason: String!) {\n      grantAdmin(userId: $userId, reason: $reason) {\n        ...AdminUserFields\n      }\n    }\n  ',
): typeof import('./graphql').GrantAdminDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n    mutation RevokeAdmin($userId: ID!, $reason: String!) {\n      revokeAdmin(userId: $userId, reason: $reason) {\n        ...AdminUserFields\n      }\n    }\n  ',
): typeof import('./graphql').RevokeAdminDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n    mutation SuspendAccount($userId: ID!, $reason: String!) {\n      suspendAccount(userId: $userId, reason: $reason) {\n        ...AdminUserFields\n      }\n    }\n  ',
): typeof import('./graphql').SuspendAccountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n    mutation RestoreAccount($userId: ID!, $reason: String!, $restoreApps: Boolean!) {\n      restoreAccount(userId: $userId, reason: $reason, restoreApps: $restoreApps) {\n        ...AdminUserFields\n      }\n    }\n  ',
): typeof import('./graphql').RestoreAccountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment AdminUserFields on AdminUser {\n    id\n    name\n    email\n    role\n    developerStatus\n    createdAt\n    lastSignInAt\n    deletedAt\n    suspension {\n      reason\n      suspendedAt\n      suspendedByName\n      suspendedApplicationCount\n    }\n  }\n',
): typeof import('./graphql').AdminUserFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n    query AdminUserDetails($userId: ID!) {\n      adminUser(userId: $userId) {\n        user {\n          ...AdminUserFields\n        }\n        profile {\n          personalInfo {\n            firstName\n            lastName\n            city\n            country\n          }\n          businessInfo {\n            accountType\n            companyName\n            legalName\n          }\n          developerStatus {\n            verifiedAt\n          }\n        }\n        applications {\n          id\n          appName\n          status\n          updatedAt\n        }\n        applicationCount\n        sessions {\n          id\n          device\n          ipAddress\n          signedInAt\n          lastUsedAt\n        }\n        history {\n          id\n          action\n          appName\n          reason\n          actorName\n          createdAt\n        }\n      }\n    }\n  ',
): typeof import('./graphql').AdminUserDetailsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n    query AdminUsers(\n      $limit: Int\n      $nextToken: String\n      $search: String\n      $role: Role\n      $status: UserStatusFilter\n    ) {\n      adminUsers(\n        limit: $limit\n        nextToken: $nextToken\n        search: $search\n        role: $role\n        status: $status\n      ) {\n        items {\n          ...AdminUserFields\n        }\n        nextToken\n      }\n    }\n  ',
): typeof import('./graphql').AdminUsersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ApproveApplicationUpdate($versionId: ID!) {\n    approveApplicationUpdate(versionId: $versionId) {\n      id\n      status\n    }\n  }\n',
): typeof import('./graphql').ApproveApplicationUpdateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n    mutation ApproveApplication($appId: ID!) {\n      approveApplication(appId: $appId) {\n        ...ReviewedAppFields\n      }\n    }\n  ',
): typeof import('./graphql').ApproveApplicationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n    mutation ApproveDeveloperAccount($userId: ID!, $notes: String) {\n      approveDeveloperAccount(userId: $userId, notes: $notes) {\n        ...DecidedDeveloperFields\n      }\n    }\n  ',
): typeof import('./graphql').ApproveDeveloperAccountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ReviewedAppFields on Application {\n    appId\n    status\n    visibility\n  }\n',
): typeof import('./graphql').ReviewedAppFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment DecidedDeveloperFields on DeveloperProfile {\n    userId\n    developerStatus {\n      status\n    }\n  }\n',
): typeof import('./graphql').DecidedDeveloperFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment AppDeveloperFields on Application {\n    developer {\n      userId\n      name\n      email\n    }\n  }\n',
): typeof import('./graphql').AppDeveloperFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment BusinessInfoFields on BusinessInfo {\n    accountType\n    companyName\n    legalName\n  }\n',
): typeof import('./graphql').BusinessInfoFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n    fragment DeveloperUnderReviewFields on DeveloperProfile {\n      userId\n      email\n      personalInfo {\n        ...PersonalInfoFields\n      }\n      businessInfo {\n        ...BusinessInfoFields\n      }\n      developerStatus {\n        status\n      }\n      metadata {\n        createdAt\n      }\n    }\n  ',
): typeof import('./graphql').DeveloperUnderReviewFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation GenerateDownloadUrl($appId: ID!) {\n    generateDownloadUrl(appId: $appId) {\n      downloadUrl\n      expiresIn\n      fileName\n    }\n  }\n',
): typeof import('./graphql').GenerateDownloadUrlDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AdminApplicationCounts($approvedSince: DateTime!) {\n    getAdminApplicationCounts(approvedSince: $approvedSince) {\n      draft\n      submitted\n      live\n      suspended\n      rejected\n      totalExceptSubmitted\n      liveSince\n      updatesInReview\n    }\n  }\n',
): typeof import('./graphql').AdminApplicationCountsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AdminStats {\n    getAdminStats {\n      totalApps\n      pendingReview\n      pendingNewApps\n      pendingUpdates\n      publishedApps\n      totalDevelopers\n      pendingDevelopers\n    }\n  }\n',
): typeof import('./graphql').AdminStatsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n    query AdminApplicationDetails($appId: ID!) {\n      getApplication(appId: $appId) {\n        ...AppDetailsFields\n        ...AppDeveloperFields\n        currentVersion\n        extractedAppName\n        visibility\n        tags\n        assets {\n          vmupackSize\n        }\n        storeUrl\n        metadata {\n          createdAt\n          updatedAt\n          lastVersionSubmitted\n        }\n        versions {\n          id\n          versionNumber\n          releaseNotes\n          status\n          isUpdate\n          reviewNotes\n          submittedAt\n          decidedAt\n          fileSize\n        }\n        reviewHistory {\n          id\n          action\n          fromStatus\n          toStatus\n          reason\n          actorName\n          actorEmail\n          createdAt\n        }\n      }\n    }\n  ',
): typeof import('./graphql').AdminApplicationDetailsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n    query AdminApplicationVersion($versionId: ID!) {\n      getApplicationVersion(versionId: $versionId) {\n        id\n        versionNumber\n        releaseNotes\n        reviewStatus\n        packageName\n        fileSize\n        changes {\n          field\n          label\n          kind\n          before\n          after\n          beforeFiles {\n            key\n            url\n            fileName\n            contentType\n          }\n          afterFiles {\n            key\n            url\n            fileName\n            contentType\n          }\n        }\n        messages {\n          ...ReviewMessageFields\n        }\n        application {\n          appId\n          appName\n          currentVersion\n        }\n      }\n    }\n  ',
): typeof import('./graphql').AdminApplicationVersionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query DailyFiguresCheck {\n    dailyFiguresCheck {\n      checkedAt\n      driftedRows\n    }\n  }\n',
): typeof import('./graphql').DailyFiguresCheckDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query DataDiskSpace {\n    dataDiskSpace {\n      freeBytes\n      totalBytes\n      warnBelowBytes\n      refuseWritesBelowBytes\n      level\n    }\n  }\n',
): typeof import('./graphql').DataDiskSpaceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n    query DeveloperForAdmin($userId: ID!) {\n      getDeveloperForAdmin(userId: $userId) {\n        profile {\n          ...DeveloperUnderReviewFields\n          businessName\n          developerStatus {\n            verifiedAt\n            verificationNotes\n          }\n        }\n        statusHistory {\n          fromStatus\n          toStatus\n          notes\n          changedAt\n          changedByName\n        }\n        applicationCount\n      }\n    }\n  ',
): typeof import('./graphql').DeveloperForAdminDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n    query StoreDashboard($from: String!, $to: String!, $grouping: AnalyticsGrouping!) {\n      storeFigures(from: $from, to: $to, grouping: $grouping) {\n        reviewTimes {\n          all {\n            ...ReviewTimesFields\n          }\n        }\n        pending {\n          newApps\n          updates\n          developers\n          newAppsWaitingSince\n          updatesWaitingSince\n          developersWaitingSince\n        }\n        payoutsDueThisMonth {\n          currency\n          dueCount\n          dueAmount\n          paidCount\n          paidAmount\n          overdueCount\n          overdueAmount\n        }\n      }\n    }\n  ',
): typeof import('./graphql').StoreDashboardDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n    query AdminApplications(\n      $limit: Int\n      $nextToken: String\n      $status: AppStatus\n      $excludeStatus: AppStatus\n      $search: String\n    ) {\n      listAllApplications(\n        limit: $limit\n        nextToken: $nextToken\n        status: $status\n        excludeStatus: $excludeStatus\n        search: $search\n      ) {\n        items {\n          ...AppCardFields\n          ...AppDeveloperFields\n          bundleIdentifier\n          longDescription\n          categories\n          ageRating {\n            pegi\n          }\n          assets {\n            heroBanner {\n              url\n            }\n            vmupack {\n              size\n            }\n            vmupackSize\n            screenshots {\n              web {\n                key\n                url\n              }\n            }\n          }\n          latestSubmission {\n            id\n            reviewStatus\n            submittedAt\n          }\n        }\n        nextToken\n      }\n    }\n  ',
): typeof import('./graphql').AdminApplicationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n    query PendingDevelopers($limit: Int, $nextToken: String) {\n      listPendingDevelopers(limit: $limit, nextToken: $nextToken) {\n        items {\n          ...DeveloperUnderReviewFields\n          onboardingData {\n            appName\n            appDescription\n            completedSteps\n          }\n        }\n        nextToken\n      }\n    }\n  ',
): typeof import('./graphql').PendingDevelopersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n    query UpdatesInReview($limit: Int, $nextToken: String) {\n      listUpdatesInReview(limit: $limit, nextToken: $nextToken) {\n        items {\n          id\n          versionNumber\n          releaseNotes\n          reviewStatus\n          submittedAt\n          fileSize\n          application {\n            appId\n            appName\n            currentVersion\n            assets {\n              webIcon {\n                url\n              }\n            }\n            ...AppDeveloperFields\n          }\n        }\n        nextToken\n      }\n    }\n  ',
): typeof import('./graphql').UpdatesInReviewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RejectApplicationUpdate($versionId: ID!, $reason: String!) {\n    rejectApplicationUpdate(versionId: $versionId, reason: $reason) {\n      id\n      status\n    }\n  }\n',
): typeof import('./graphql').RejectApplicationUpdateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n    mutation RejectApplication($appId: ID!, $reason: String!) {\n      rejectApplication(appId: $appId, reason: $reason) {\n        ...ReviewedAppFields\n      }\n    }\n  ',
): typeof import('./graphql').RejectApplicationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n    mutation RejectDeveloperAccount($userId: ID!, $notes: String!) {\n      rejectDeveloperAccount(userId: $userId, notes: $notes) {\n        ...DecidedDeveloperFields\n      }\n    }\n  ',
): typeof import('./graphql').RejectDeveloperAccountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n    mutation RestoreApplication($appId: ID!) {\n      restoreApplication(appId: $appId) {\n        ...ReviewedAppFields\n      }\n    }\n  ',
): typeof import('./graphql').RestoreApplicationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n    mutation SuspendApplication($appId: ID!, $reason: String) {\n      suspendApplication(appId: $appId, reason: $reason) {\n        ...ReviewedAppFields\n      }\n    }\n  ',
): typeof import('./graphql').SuspendApplicationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query Analytics($appId: ID, $from: String!, $to: String!, $grouping: AnalyticsGrouping!) {\n    analytics(appId: $appId, from: $from, to: $to, grouping: $grouping) {\n      from\n      to\n      grouping\n      periods {\n        start\n        downloads\n        activeUsers\n        unitsSold\n        unitsRefunded\n      }\n      revenue {\n        start\n        currency\n        gross\n        taxes\n        processingFees\n        refunds\n        net\n        platformFee\n        developerShare\n      }\n      totals {\n        start\n        downloads\n        activeUsers\n        unitsSold\n        unitsRefunded\n      }\n      revenueTotals {\n        currency\n        gross\n        taxes\n        processingFees\n        refunds\n        net\n        platformFee\n        developerShare\n      }\n    }\n  }\n',
): typeof import('./graphql').AnalyticsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n    query StoreFigures($from: String!, $to: String!, $grouping: AnalyticsGrouping!) {\n      storeFigures(from: $from, to: $to, grouping: $grouping) {\n        from\n        to\n        grouping\n        topApps {\n          byDownloads {\n            appId\n            appName\n            bundleIdentifier\n            developerName\n            downloads\n          }\n          byRevenue {\n            appId\n            appName\n            bundleIdentifier\n            developerName\n            currency\n            unitsSold\n            unitsRefunded\n            gross\n            net\n            platformFee\n          }\n        }\n        growth {\n          periods {\n            start\n            developersJoined\n            developersVerified\n            appsCreated\n            appsPublished\n          }\n          totals {\n            start\n            developersJoined\n            developersVerified\n            appsCreated\n            appsPublished\n          }\n        }\n        reviewTimes {\n          all {\n            ...ReviewTimesFields\n          }\n          newApps {\n            ...ReviewTimesFields\n          }\n          updates {\n            ...ReviewTimesFields\n          }\n          developers {\n            ...ReviewTimesFields\n          }\n          periods {\n            start\n            reviews {\n              ...ReviewTimesFields\n            }\n          }\n        }\n        payouts {\n          month\n          currency\n          dueCount\n          dueAmount\n          paidCount\n          paidAmount\n          carriedCount\n        }\n      }\n    }\n  ',
): typeof import('./graphql').StoreFiguresDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AnalyticsApps($limit: Int, $nextToken: String) {\n    listDeveloperApplications(limit: $limit, nextToken: $nextToken) {\n      items {\n        appId\n        appName\n      }\n      nextToken\n    }\n  }\n',
): typeof import('./graphql').AnalyticsAppsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n    mutation CreateApiToken($input: CreateApiTokenInput!) {\n      createApiToken(input: $input) {\n        token {\n          ...ApiTokenFields\n        }\n        secret\n      }\n    }\n  ',
): typeof import('./graphql').CreateApiTokenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ApiTokenFields on ApiToken {\n    id\n    name\n    scopes\n    prefix\n    createdAt\n    expiresAt\n    lastUsedAt\n    revokedAt\n  }\n',
): typeof import('./graphql').ApiTokenFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n    query ApiTokens {\n      apiTokens {\n        ...ApiTokenFields\n      }\n    }\n  ',
): typeof import('./graphql').ApiTokensDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n    mutation RevokeApiToken($id: ID!) {\n      revokeApiToken(id: $id) {\n        ...ApiTokenFields\n      }\n    }\n  ',
): typeof import('./graphql').RevokeApiTokenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AppFormBundleCheck($bundleIdentifier: String!) {\n    checkBundleIdentifier(bundleIdentifier: $bundleIdentifier) {\n      exists\n      existingAppId\n    }\n  }\n',
): typeof import('./graphql').AppFormBundleCheckDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n    fragment ListingAssetsFields on ApplicationAssets {\n      vmupack {\n        ...StoredAssetFields\n      }\n      vmuIcon {\n        ...StoredAssetFields\n      }\n      webIcon {\n        ...StoredAssetFields\n      }\n      heroBanner {\n        ...StoredAssetFields\n      }\n      vmuBanner {\n        ...StoredAssetFields\n      }\n      screenshots {\n        web {\n          ...StoredAssetFields\n        }\n      }\n    }\n  ',
): typeof import('./graphql').ListingAssetsFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n    query ApplicationUpdateForm($appId: ID!) {\n      getApplication(appId: $appId) {\n        appId\n        appName\n        bundleIdentifier\n        price\n        currency\n        currentVersion\n        status\n        categories\n        shortDescription\n        longDescription\n        ageRating {\n          pegi\n        }\n        legalPages {\n          termsAndConditions\n          privacyPolicy\n        }\n        assets {\n          ...ListingAssetsFields\n        }\n        extractedAppName\n        openUpdate {\n          id\n          status\n          versionNumber\n          releaseNotes\n          reviewNotes\n          packageName\n          listing {\n            shortDescription\n            longDescription\n            pegiRating\n            termsAndConditionsUrl\n            privacyPolicyUrl\n            assets {\n              ...ListingAssetsFields\n            }\n          }\n          messages {\n            ...ReviewMessageFields\n          }\n        }\n      }\n    }\n  ',
): typeof import('./graphql').ApplicationUpdateFormDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment StoredAssetFields on AssetFile {\n    key\n    fileName\n    url\n    size\n    contentType\n  }\n',
): typeof import('./graphql').StoredAssetFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n    query AppFormApplication($appId: ID!) {\n      getApplication(appId: $appId) {\n        ...AppDetailsFields\n        bundleIdentifierFixed\n        assets {\n          vmupack {\n            ...StoredAssetFields\n          }\n          vmuIcon {\n            ...StoredAssetFields\n          }\n          webIcon {\n            ...StoredAssetFields\n          }\n          heroBanner {\n            ...StoredAssetFields\n          }\n          vmuBanner {\n            ...StoredAssetFields\n          }\n          screenshots {\n            web {\n              ...StoredAssetFields\n            }\n          }\n        }\n        releaseNotes\n      }\n    }\n  ',
): typeof import('./graphql').AppFormApplicationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AppFormPreferredCurrency {\n    getDeveloperProfile {\n      userId\n      preferences {\n        currency\n      }\n    }\n  }\n',
): typeof import('./graphql').AppFormPreferredCurrencyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SaveApplicationUpdate(\n    $appId: ID!\n    $input: ApplicationUpdateInput!\n    $saveAction: SaveAction!\n  ) {\n    saveApplicationUpdate(appId: $appId, input: $input, saveAction: $saveAction) {\n      id\n      versionNumber\n      status\n    }\n  }\n',
): typeof import('./graphql').SaveApplicationUpdateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation WithdrawApplicationUpdate($appId: ID!) {\n    withdrawApplicationUpdate(appId: $appId) {\n      id\n      status\n    }\n  }\n',
): typeof import('./graphql').WithdrawApplicationUpdateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreateApplicationFromForm($input: ApplicationInput!, $saveAction: SaveAction!) {\n    createApplication(input: $input, saveAction: $saveAction) {\n      appId\n      appName\n      status\n    }\n  }\n',
): typeof import('./graphql').CreateApplicationFromFormDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateApplicationFromForm($appId: ID!, $input: UpdateApplicationInput!) {\n    updateApplication(appId: $appId, input: $input) {\n      appId\n      appName\n      status\n    }\n  }\n',
): typeof import('./graphql').UpdateApplicationFromFormDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n    query VersionHistory($appId: ID!) {\n      getApplication(appId: $appId) {\n        appId\n        appName\n        status\n        currentVersion\n        openUpdate {\n          id\n          status\n        }\n        versions {\n          id\n          versionNumber\n          releaseNotes\n          status\n          isUpdate\n          submittedAt\n          decidedAt\n          reviewNotes\n          fileSize\n          messages {\n            ...ReviewMessageFields\n          }\n        }\n      }\n    }\n  ',
): typeof import('./graphql').VersionHistoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AuditActors {\n    auditActors {\n      id\n      name\n      email\n    }\n  }\n',
): typeof import('./graphql').AuditActorsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AuditEvents($filter: AuditEventsFilter, $limit: Int, $nextToken: String) {\n    auditEvents(filter: $filter, limit: $limit, nextToken: $nextToken) {\n      items {\n        id\n        action\n        actor {\n          id\n          name\n          email\n        }\n        targetType\n        targetId\n        targetLabel\n        reason\n        details {\n          label\n          value\n        }\n        createdAt\n      }\n      nextToken\n    }\n  }\n',
): typeof import('./graphql').AuditEventsDocument;
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
  source: '\n  query DeveloperDashboard {\n    developerDashboard {\n      apps {\n        total\n        live\n        inReview\n        draft\n      }\n      downloads {\n        last30Days\n        previous30Days\n      }\n      activeUsers {\n        last30Days\n        previous30Days\n      }\n      revenue {\n        currency\n        last30Days\n        previous30Days\n      }\n    }\n    listDeveloperApplications(limit: 3) {\n      items {\n        appId\n        appName\n        status\n        analytics {\n          totalDownloads\n        }\n        metadata {\n          updatedAt\n        }\n      }\n    }\n  }\n',
): typeof import('./graphql').DeveloperDashboardDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DeleteApplication($appId: ID!) {\n    deleteApplication(appId: $appId) {\n      appId\n    }\n  }\n',
): typeof import('./graphql').DeleteApplicationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n    query DeveloperApplications(\n      $limit: Int\n      $nextToken: String\n      $status: AppStatus\n      $search: String\n    ) {\n      listDeveloperApplications(\n        limit: $limit\n        nextToken: $nextToken\n        status: $status\n        search: $search\n      ) {\n        items {\n          ...AppCardFields\n          rejectionReason\n          storeUrl\n        }\n        nextToken\n      }\n    }\n  ',
): typeof import('./graphql').DeveloperApplicationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateApplication($appId: ID!, $input: UpdateApplicationInput!) {\n    updateApplication(appId: $appId, input: $input) {\n      appId\n      status\n      visibility\n      price\n    }\n  }\n',
): typeof import('./graphql').UpdateApplicationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query NotificationPreferences {\n    getDeveloperProfile {\n      userId\n      preferences {\n        emailNotifications\n        marketingEmails\n        currency\n        timezone\n      }\n    }\n  }\n',
): typeof import('./graphql').NotificationPreferencesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateNotificationPreferences($input: NotificationPreferencesInput!) {\n    updateNotificationPreferences(input: $input) {\n      emailNotifications\n      marketingEmails\n      currency\n      timezone\n    }\n  }\n',
): typeof import('./graphql').UpdateNotificationPreferencesDocument;
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
  source: '\n  mutation CreateStripeConnectAccount {\n    createStripeConnectAccount {\n      success\n      accountId\n      clientSecret\n      verificationUrl\n      requirementsCurrentlyDue\n      requirementsEventuallyDue\n      error\n    }\n  }\n',
): typeof import('./graphql').CreateStripeConnectAccountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query PaymentsConfig {\n    paymentsConfig {\n      driver\n      publishableKey\n    }\n  }\n',
): typeof import('./graphql').PaymentsConfigDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query SalesLedger($limit: Int, $nextToken: String) {\n    listSalesLedger(limit: $limit, nextToken: $nextToken) {\n      items {\n        id\n        kind\n        appName\n        versionNumber\n        currency\n        gross\n        tax\n        processingFee\n        refund\n        net\n        developerShare\n        providerReference\n        occurredAt\n      }\n      nextToken\n    }\n  }\n',
): typeof import('./graphql').SalesLedgerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TestPurchases($limit: Int, $nextToken: String) {\n    listTestPurchases(limit: $limit, nextToken: $nextToken) {\n      items {\n        purchaseId\n        status\n        priceMinor\n        currency\n        createdAt\n        appName\n        versionNumber\n        buyerName\n        buyerEmail\n      }\n      nextToken\n    }\n  }\n',
): typeof import('./graphql').TestPurchasesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RefundSandboxPurchase($purchaseId: ID!) {\n    refundSandboxPurchase(purchaseId: $purchaseId) {\n      purchaseId\n      status\n    }\n  }\n',
): typeof import('./graphql').RefundSandboxPurchaseDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n    mutation SetSandboxPaymentState($country: String!, $state: SandboxAccountState!) {\n      setSandboxPaymentState(country: $country, state: $state) {\n        ...PaymentEligibilityFields\n      }\n    }\n  ',
): typeof import('./graphql').SetSandboxPaymentStateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment PayoutStatementFields on PayoutStatement {\n    id\n    month\n    currency\n    unitsSold\n    unitsRefunded\n    gross\n    taxes\n    processingFees\n    refunds\n    net\n    developerShare\n    platformShare\n    carriedIn\n    balance\n    payoutAmount\n    carriedOut\n    minimum\n    status\n    dueOn\n    payoutReference\n    paidAt\n    closedAt\n  }\n',
): typeof import('./graphql').PayoutStatementFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n    query Payouts {\n      payouts {\n        blocker\n        blockerMessage\n        minimums {\n          currency\n          amount\n        }\n        currentMonth {\n          ...PayoutStatementFields\n        }\n      }\n    }\n  ',
): typeof import('./graphql').PayoutsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n    query PayoutStatements($currency: Currency, $after: String) {\n      payouts {\n        statements(currency: $currency, after: $after) {\n          items {\n            ...PayoutStatementFields\n          }\n          nextToken\n        }\n      }\n    }\n  ',
): typeof import('./graphql').PayoutStatementsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ReviewStatus {\n    getDeveloperProfile {\n      developerStatus {\n        status\n        verifiedAt\n        verificationNotes\n        lastStatusChange\n      }\n    }\n  }\n',
): typeof import('./graphql').ReviewStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query SupportEmail {\n    supportEmail\n  }\n',
): typeof import('./graphql').SupportEmailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query PortalNotice {\n    portalNotice {\n      message\n      startsAt\n      endsAt\n    }\n  }\n',
): typeof import('./graphql').PortalNoticeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment PortalSettingsFields on PortalSettings {\n    supportEmail\n    effectiveSupportEmail\n    staffTwoFactorRequired\n    updatedAt\n    notice {\n      message\n      startsAt\n      endsAt\n    }\n  }\n',
): typeof import('./graphql').PortalSettingsFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n    query PortalSettings {\n      portalSettings {\n        ...PortalSettingsFields\n      }\n    }\n  ',
): typeof import('./graphql').PortalSettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AddSavedRejectionReason($input: SavedRejectionReasonInput!) {\n    addSavedRejectionReason(input: $input) {\n      id\n      title\n      body\n    }\n  }\n',
): typeof import('./graphql').AddSavedRejectionReasonDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation EditSavedRejectionReason($id: ID!, $input: SavedRejectionReasonInput!) {\n    editSavedRejectionReason(id: $id, input: $input) {\n      id\n      title\n      body\n    }\n  }\n',
): typeof import('./graphql').EditSavedRejectionReasonDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RemoveSavedRejectionReason($id: ID!) {\n    removeSavedRejectionReason(id: $id) {\n      id\n    }\n  }\n',
): typeof import('./graphql').RemoveSavedRejectionReasonDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ReorderSavedRejectionReasons($ids: [ID!]!) {\n    reorderSavedRejectionReasons(ids: $ids) {\n      id\n      title\n      body\n    }\n  }\n',
): typeof import('./graphql').ReorderSavedRejectionReasonsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n    mutation SetStaffTwoFactorRequired($required: Boolean!) {\n      setStaffTwoFactorRequired(required: $required) {\n        ...PortalSettingsFields\n      }\n    }\n  ',
): typeof import('./graphql').SetStaffTwoFactorRequiredDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n    mutation UpdatePortalNotice($notice: PortalNoticeInput) {\n      updatePortalNotice(notice: $notice) {\n        ...PortalSettingsFields\n      }\n    }\n  ',
): typeof import('./graphql').UpdatePortalNoticeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n    mutation UpdateSupportEmail($supportEmail: String!) {\n      updateSupportEmail(supportEmail: $supportEmail) {\n        ...PortalSettingsFields\n      }\n    }\n  ',
): typeof import('./graphql').UpdateSupportEmailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ActiveSessionFields on ActiveSession {\n    id\n    device\n    signedInAt\n    lastActiveAt\n    isCurrent\n  }\n',
): typeof import('./graphql').ActiveSessionFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n    query ActiveSessions {\n      activeSessions {\n        ...ActiveSessionFields\n      }\n    }\n  ',
): typeof import('./graphql').ActiveSessionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n    mutation SignOutSession($id: ID!) {\n      signOutSession(id: $id) {\n        ...ActiveSessionFields\n      }\n    }\n  ',
): typeof import('./graphql').SignOutSessionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n    mutation SignOutOtherSessions {\n      signOutOtherSessions {\n        ...ActiveSessionFields\n      }\n    }\n  ',
): typeof import('./graphql').SignOutOtherSessionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query SignInMethods {\n    viewer {\n      id\n      email\n    }\n    signInMethods {\n      provider\n      linkedAt\n    }\n    authProviders {\n      github\n      google\n    }\n  }\n',
): typeof import('./graphql').SignInMethodsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SetPassword($password: String!) {\n    setPassword(password: $password) {\n      provider\n      linkedAt\n    }\n  }\n',
): typeof import('./graphql').SetPasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UnlinkSignInMethod($provider: AuthProvider!) {\n    unlinkSignInMethod(provider: $provider) {\n      provider\n      linkedAt\n    }\n  }\n',
): typeof import('./graphql').UnlinkSignInMethodDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation BecomeDeveloper {\n    becomeDeveloper {\n      id\n      role\n    }\n  }\n',
): typeof import('./graphql').BecomeDeveloperDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TwoFactorStatus {\n    twoFactorStatus {\n      enabled\n      passwordSet\n      requiredForStaff\n    }\n  }\n',
): typeof import('./graphql').TwoFactorStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query Viewer {\n    viewer {\n      id\n      email\n      name\n      role\n      provider\n      isEmailVerified\n      onboardingCompleted\n      accountVerified\n      twoFactorSetupRequired\n      avatar\n    }\n  }\n',
): typeof import('./graphql').ViewerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n    query DeveloperProfile {\n      getDeveloperProfile {\n        userId\n        personalInfo {\n          ...PersonalInfoFields\n        }\n        businessInfo {\n          companyName\n        }\n        onboardingData {\n          completedSteps\n          completedAt\n          country\n          appName\n          appDescription\n          appDetails {\n            appName\n            appDescription\n          }\n          developerDetails {\n            firstName\n            lastName\n            address\n            city\n            postalCode\n            companyName\n            country\n          }\n        }\n        developerStatus {\n          status\n        }\n        stripeInfo {\n          accountStatus\n          chargesEnabled\n        }\n      }\n    }\n  ',
): typeof import('./graphql').DeveloperProfileDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment AppCardFields on Application {\n    appId\n    appName\n    shortDescription\n    price\n    currency\n    currentVersion\n    status\n    visibility\n    assets {\n      webIcon {\n        url\n      }\n    }\n    analytics {\n      totalDownloads\n      activeUsers\n      revenue {\n        gross\n        net\n        platformFee\n      }\n    }\n    metadata {\n      updatedAt\n    }\n  }\n',
): typeof import('./graphql').AppCardFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment AppDetailsFields on Application {\n    appId\n    appName\n    bundleIdentifier\n    shortDescription\n    longDescription\n    price\n    currency\n    status\n    extractedVersion\n    rejectionReason\n    categories\n    ageRating {\n      pegi\n    }\n    legalPages {\n      termsAndConditions\n      privacyPolicy\n    }\n  }\n',
): typeof import('./graphql').AppDetailsFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment PersonalInfoFields on PersonalInfo {\n    firstName\n    lastName\n    address\n    city\n    postalCode\n    country\n  }\n',
): typeof import('./graphql').PersonalInfoFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment StripeInfoFields on StripeInfo {\n    connectAccountId\n    accountStatus\n    onboardingComplete\n    chargesEnabled\n    payoutsEnabled\n    lastStatusUpdate\n    requirementsCurrentlyDue\n    requirementsEventuallyDue\n    disabledReason\n  }\n',
): typeof import('./graphql').StripeInfoFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n    fragment PaymentEligibilityFields on PaymentEligibility {\n      country\n      eligible\n      canCharge\n      reason\n      action\n      message\n      stripeInfo {\n        ...StripeInfoFields\n      }\n    }\n  ',
): typeof import('./graphql').PaymentEligibilityFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ReviewTimesFields on ReviewTimeSummary {\n    decisions\n    medianHours\n    p90Hours\n    medianBusinessDays\n    p90BusinessDays\n    withinPromise\n  }\n',
): typeof import('./graphql').ReviewTimesFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n    query PaymentEligibility {\n      getPaymentEligibility {\n        ...PaymentEligibilityFields\n      }\n    }\n  ',
): typeof import('./graphql').PaymentEligibilityDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query SavedRejectionReasons {\n    savedRejectionReasons {\n      id\n      title\n      body\n    }\n  }\n',
): typeof import('./graphql').SavedRejectionReasonsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation GenerateVersionPackageLink($versionId: ID!) {\n    generateVersionDownloadUrl(versionId: $versionId) {\n      downloadUrl\n      expiresIn\n      fileName\n    }\n  }\n',
): typeof import('./graphql').GenerateVersionPackageLinkDocument;

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
