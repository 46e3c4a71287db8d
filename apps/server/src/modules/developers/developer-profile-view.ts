import type { OnboardingStep } from '@vmu/domain';
import type { developerProfile } from '../../db/schema/developers';
import { preferencesOf } from '../notification-preferences';

export type DeveloperProfileRow = typeof developerProfile.$inferSelect;

/** The GraphQL OnboardingData of a row: a step's data is shown only once that step was saved. */
export function onboardingDataOf(row: DeveloperProfileRow) {
  const done = (step: OnboardingStep) => row.completedSteps.includes(step);
  const app = row.stepData.appDetails;
  const details = row.stepData.developerDetails;
  return {
    appName: row.appName,
    appDescription: row.appDescription,
    completedSteps: row.completedSteps,
    completedAt: row.completedAt,
    country: done('country') ? (row.stepData.country?.country ?? row.country) : null,
    appDetails:
      done('appDetails') && app
        ? { appName: app.appName, appDescription: app.appDescription ?? null }
        : null,
    developerDetails:
      done('developerDetails') && details
        ? { ...details, companyName: details.companyName ?? null, country: row.country }
        : null,
  };
}

export function metadataOf(row: DeveloperProfileRow) {
  return {
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    profileVersion: row.profileVersion,
  };
}

/** The GraphQL DeveloperProfile of a row and its owner's email. */
export function developerProfileOf(row: DeveloperProfileRow, email: string) {
  return {
    userId: row.userId,
    email,
    personalInfo: {
      firstName: row.firstName,
      lastName: row.lastName,
      address: row.address,
      city: row.city,
      postalCode: row.postalCode,
      country: row.country,
    },
    businessInfo: {
      accountType: row.accountType,
      companyName: row.companyName,
      legalName: row.legalName,
    },
    onboardingData: onboardingDataOf(row),
    developerStatus: {
      status: row.developerStatus,
      verifiedAt: row.verifiedAt,
      verificationNotes: row.verificationNotes,
      lastStatusChange: row.lastStatusChange,
    },
    accountType: row.accountType,
    businessName: row.businessName,
    ageVerified: row.ageVerified,
    preferences: preferencesOf(row),
    metadata: metadataOf(row),
  };
}
