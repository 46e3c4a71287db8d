import { and, asc, eq, inArray } from 'drizzle-orm';
import { ACCOUNT_EXPORT_FORMAT, ACCOUNT_EXPORT_VERSION, type AccountArchive } from '@vmu/domain';
import type { Database } from '../../../db/client';
import { account as signInMethod, session, user } from '../../../db/schema/accounts';
import { apiToken } from '../../../db/schema/api-tokens';
import { application, applicationVersion, storedFile } from '../../../db/schema/apps';
import { developerProfile } from '../../../db/schema/developers';
import { connectedAccount } from '../../../db/schema/payments';
import { payoutStatement } from '../../../db/schema/payouts';
import { purchase, salesLedger } from '../../../db/schema/purchases';
import { reviewMessage } from '../../../db/schema/review';

const iso = (value: Date) => value.toISOString();

/**
 * Awaits the queries one after another: a transaction is one connection, which runs one query
 * at a time (node-postgres queues overlapping ones and warns; pg 9 refuses them). Drizzle's
 * queries start when awaited, so each starts after the one before has answered.
 */
async function inTurn<T extends readonly unknown[]>(
  queries: T,
): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> {
  const results: unknown[] = [];
  for (const query of queries) results.push(await query);
  return results as { -readonly [K in keyof T]: Awaited<T[K]> };
}
const isoOrNull = (value: Date | null) => (value ? value.toISOString() : null);

/**
 * Everything the portal holds about the account (decision 0047), read in one repeatable-read,
 * read-only transaction so the file is one consistent moment. Secrets are never selected:
 * passwords, session tokens, OAuth tokens, API token hashes, two-factor secrets. Other people
 * are not named: a reviewer's messages carry their role, a sale not its buyer.
 */
export async function buildAccountArchive(
  db: Database,
  accountId: string,
  exportedAt: Date,
): Promise<AccountArchive | null> {
  return db.transaction(
    async (tx) => {
      const [owner] = await tx.select().from(user).where(eq(user.id, accountId));
      if (!owner) return null;
      const [
        methods,
        sessions,
        profiles,
        payments,
        apps,
        files,
        statements,
        sales,
        purchases,
        tokens,
      ] = await inTurn([
        tx
          .select({
            provider: signInMethod.providerId,
            providerAccountId: signInMethod.accountId,
            password: signInMethod.password,
            createdAt: signInMethod.createdAt,
          })
          .from(signInMethod)
          .where(eq(signInMethod.userId, accountId))
          .orderBy(asc(signInMethod.createdAt)),
        tx
          .select({
            createdAt: session.createdAt,
            lastUsedAt: session.updatedAt,
            expiresAt: session.expiresAt,
            ipAddress: session.ipAddress,
            userAgent: session.userAgent,
          })
          .from(session)
          .where(eq(session.userId, accountId))
          .orderBy(asc(session.createdAt)),
        tx.select().from(developerProfile).where(eq(developerProfile.userId, accountId)),
        tx.select().from(connectedAccount).where(eq(connectedAccount.developerId, accountId)),
        tx
          .select()
          .from(application)
          .where(eq(application.developerId, accountId))
          .orderBy(asc(application.createdAt), asc(application.id)),
        tx
          .select()
          .from(storedFile)
          .where(eq(storedFile.ownerId, accountId))
          .orderBy(asc(storedFile.createdAt)),
        tx
          .select()
          .from(payoutStatement)
          .where(eq(payoutStatement.developerId, accountId))
          .orderBy(asc(payoutStatement.month), asc(payoutStatement.currency)),
        tx
          .select()
          .from(salesLedger)
          .where(eq(salesLedger.developerId, accountId))
          .orderBy(asc(salesLedger.occurredAt), asc(salesLedger.id)),
        tx
          .select({
            id: purchase.id,
            applicationId: purchase.applicationId,
            appName: application.appName,
            bundleIdentifier: application.bundleIdentifier,
            priceMinor: purchase.priceMinor,
            currency: purchase.currency,
            status: purchase.status,
            createdAt: purchase.createdAt,
            completedAt: purchase.completedAt,
            refundedAt: purchase.refundedAt,
          })
          .from(purchase)
          .innerJoin(application, eq(application.id, purchase.applicationId))
          .where(eq(purchase.buyerId, accountId))
          .orderBy(asc(purchase.createdAt)),
        tx
          .select()
          .from(apiToken)
          .where(eq(apiToken.developerId, accountId))
          .orderBy(asc(apiToken.createdAt)),
      ] as const);

      const appIds = apps.map((app) => app.id);
      const versions =
        appIds.length === 0
          ? []
          : await tx
              .select()
              .from(applicationVersion)
              .where(inArray(applicationVersion.applicationId, appIds))
              .orderBy(asc(applicationVersion.createdAt), asc(applicationVersion.id));
      const versionIds = versions.map((version) => version.id);
      const messages =
        versionIds.length === 0
          ? []
          : await tx
              .select({
                versionId: reviewMessage.versionId,
                authorRole: reviewMessage.authorRole,
                body: reviewMessage.body,
                createdAt: reviewMessage.createdAt,
              })
              .from(reviewMessage)
              .where(and(inArray(reviewMessage.versionId, versionIds)))
              .orderBy(asc(reviewMessage.createdAt), asc(reviewMessage.id));

      const profile = profiles[0];
      const payment = payments[0];
      return {
        format: ACCOUNT_EXPORT_FORMAT,
        version: ACCOUNT_EXPORT_VERSION,
        exportedAt: iso(exportedAt),
        account: {
          id: owner.id,
          name: owner.name,
          email: owner.email,
          emailVerified: owner.emailVerified,
          image: owner.image,
          role: owner.role,
          createdAt: iso(owner.createdAt),
          updatedAt: iso(owner.updatedAt),
        },
        signInMethods: methods.map((method) => ({
          provider: method.provider,
          providerAccountId: method.providerAccountId,
          hasPassword: method.password !== null,
          createdAt: iso(method.createdAt),
        })),
        sessions: sessions.map((each) => ({
          createdAt: iso(each.createdAt),
          lastUsedAt: iso(each.lastUsedAt),
          expiresAt: iso(each.expiresAt),
          ipAddress: each.ipAddress,
          userAgent: each.userAgent,
        })),
        profile: profile
          ? {
              firstName: profile.firstName,
              lastName: profile.lastName,
              address: profile.address,
              city: profile.city,
              postalCode: profile.postalCode,
              country: profile.country,
              accountType: profile.accountType,
              companyName: profile.companyName,
              legalName: profile.legalName,
              businessName: profile.businessName,
              firstAppName: profile.appName,
              firstAppDescription: profile.appDescription,
              completedSteps: profile.completedSteps,
              completedAt: isoOrNull(profile.completedAt),
              developerStatus: profile.developerStatus,
              verifiedAt: isoOrNull(profile.verifiedAt),
              verificationNotes: profile.verificationNotes,
              ageVerified: profile.ageVerified,
              preferences: {
                emailNotifications: profile.emailNotifications,
                marketingEmails: profile.marketingEmails,
                currency: profile.currency,
                timezone: profile.timezone,
              },
              createdAt: iso(profile.createdAt),
              updatedAt: iso(profile.updatedAt),
            }
          : null,
        paymentAccount: payment
          ? {
              provider: payment.provider,
              accountId: payment.accountId,
              accountStatus: payment.accountStatus,
              chargesEnabled: payment.chargesEnabled,
              payoutsEnabled: payment.payoutsEnabled,
              createdAt: iso(payment.createdAt),
            }
          : null,
        apps: apps.map((app) => ({
          id: app.id,
          appName: app.appName,
          bundleIdentifier: app.bundleIdentifier,
          status: app.status,
          visibility: app.visibility,
          shortDescription: app.shortDescription,
          longDescription: app.longDescription,
          categories: app.categories,
          tags: app.tags,
          priceCents: app.priceCents,
          currency: app.currency,
          currentVersion: app.currentVersion,
          ageRating: app.ageRating,
          termsAndConditionsUrl: app.termsAndConditionsUrl,
          privacyPolicyUrl: app.privacyPolicyUrl,
          rejectionReason: app.rejectionReason,
          totalSales: app.totalSales,
          totalDownloads: app.totalDownloads,
          createdAt: iso(app.createdAt),
          updatedAt: iso(app.updatedAt),
          publishedAt: isoOrNull(app.publishedAt),
          versions: versions
            .filter((version) => version.applicationId === app.id)
            .map((version) => ({
              id: version.id,
              versionNumber: version.versionNumber,
              isUpdate: version.isUpdate,
              reviewStatus: version.reviewStatus,
              reviewNotes: version.reviewNotes,
              releaseNotes: version.releaseNotes,
              packageName: version.packageName,
              packageSize: version.fileSize,
              createdAt: iso(version.createdAt),
              submittedAt: isoOrNull(version.submittedAt),
              decidedAt: isoOrNull(version.decidedAt),
              messages: messages
                .filter((message) => message.versionId === version.id)
                .map((message) => ({
                  authorRole: message.authorRole,
                  body: message.body,
                  createdAt: iso(message.createdAt),
                })),
            })),
        })),
        uploadedFiles: files.map((file) => ({
          fileName: file.fileName,
          assetType: file.assetType,
          contentType: file.contentType,
          size: file.size,
          uploadedAt: iso(file.createdAt),
        })),
        payoutStatements: statements.map((row) => ({
          month: row.month,
          currency: row.currency,
          saleCount: row.saleCount,
          refundCount: row.refundCount,
          gross: String(row.gross),
          taxes: String(row.taxes),
          processingFees: String(row.processingFees),
          refunds: String(row.refunds),
          net: String(row.net),
          developerShare: String(row.developerShare),
          platformShare: String(row.platformShare),
          carriedIn: String(row.carriedIn),
          balance: String(row.balance),
          payoutAmount: String(row.payoutAmount),
          carriedOut: String(row.carriedOut),
          status: row.status,
          dueOn: row.dueOn,
          paidAt: isoOrNull(row.paidAt),
          payoutReference: row.payoutReference,
          closedAt: iso(row.closedAt),
        })),
        sales: sales.map((row) => ({
          kind: row.kind,
          purchaseId: row.purchaseId,
          applicationId: row.applicationId,
          currency: row.currency,
          gross: String(row.gross),
          tax: String(row.tax),
          processingFee: String(row.processingFee),
          refund: String(row.refund),
          net: String(row.net),
          platformFee: String(row.platformFee),
          occurredAt: iso(row.occurredAt),
        })),
        purchases: purchases.map((row) => ({
          id: row.id,
          applicationId: row.applicationId,
          appName: row.appName,
          bundleIdentifier: row.bundleIdentifier,
          price: String(row.priceMinor),
          currency: row.currency,
          status: row.status,
          createdAt: iso(row.createdAt),
          completedAt: isoOrNull(row.completedAt),
          refundedAt: isoOrNull(row.refundedAt),
        })),
        apiTokens: tokens.map((token) => ({
          name: token.name,
          scopes: token.scopes,
          prefix: token.prefix,
          createdAt: iso(token.createdAt),
          expiresAt: iso(token.expiresAt),
          lastUsedAt: isoOrNull(token.lastUsedAt),
          revokedAt: isoOrNull(token.revokedAt),
        })),
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
