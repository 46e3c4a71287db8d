import {
  businessNameOf,
  changedReviewedDetails,
  currencyAfterCountryChange,
  ONBOARDING_STEPS,
  reviewedDetailsOf,
} from '@vmu/domain';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { developerProfile, developerStatusChange } from '../../../db/schema/developers';
import { AppError } from '../../../errors';
import { defaultLegalName } from '../default-legal-name';
import type { DeveloperProfileRow } from '../developer-profile-view';
import type { ParsedStep } from '../parse-onboarding-step';

export const VERIFIED_DETAILS_ON_PROFILE_MESSAGE =
  'Your account is verified: change these details on your profile, which tells you what the change means.';

export const ONBOARDING_SUBMITTED_NOTE = 'Onboarding completed; waiting for staff review.';

type Changes = Partial<Omit<DeveloperProfileRow, 'userId' | 'createdAt'>>;

// jsonb hands objects back with its own key order, so compare with keys sorted.
function canonical(value: unknown): unknown {
  if (value instanceof Date) return value.getTime();
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([k, v]) => [k, canonical(v)]),
    );
  }
  return value;
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}

function changesFor(row: DeveloperProfileRow, parsed: ParsedStep, now: Date): Changes {
  const completedSteps = ONBOARDING_STEPS.filter(
    (step) => step === parsed.step || row.completedSteps.includes(step),
  );
  const stepData = { ...row.stepData, [parsed.step]: parsed.data };
  switch (parsed.step) {
    case 'country':
      return {
        completedSteps,
        stepData,
        country: parsed.data.country,
        // The currency follows the country while it is the old country's default (decision 0057).
        currency: currencyAfterCountryChange({
          currency: row.currency,
          countryBefore: row.country,
          countryAfter: parsed.data.country,
        }),
      };
    case 'appDetails':
      return {
        completedSteps,
        stepData,
        appName: parsed.data.appName,
        appDescription: parsed.data.appDescription || null,
      };
    case 'developerDetails': {
      const companyName = parsed.data.companyName || null;
      // A first submission, or a resubmission after a rejection, goes (back) to staff review;
      // pending and verified developers keep their status when they correct their details.
      const submits = row.developerStatus === null || row.developerStatus === 'rejected';
      return {
        completedSteps,
        stepData,
        firstName: parsed.data.firstName,
        lastName: parsed.data.lastName,
        address: parsed.data.address,
        city: parsed.data.city,
        postalCode: parsed.data.postalCode,
        companyName,
        accountType: companyName ? 'business' : 'individual',
        businessName: businessNameOf(parsed.data),
        ageVerified: true,
        completedAt: row.completedAt ?? now,
        ...(submits ? { developerStatus: 'pending' as const, lastStatusChange: now } : {}),
      };
    }
  }
}

/**
 * Saves one parsed onboarding step for the user, creating their profile on the first save
 * (the defaults of docs/product.md, "Onboarding completion"). Re-sending identical data changes
 * nothing, not even updatedAt.
 */
export async function updateOnboardingProgress(
  db: Database,
  owner: { userId: string; name: string; email: string },
  parsed: ParsedStep,
  now: Date = new Date(),
): Promise<DeveloperProfileRow> {
  return db.transaction(async (tx) => {
    await tx
      .insert(developerProfile)
      .values({
        userId: owner.userId,
        legalName: defaultLegalName(owner),
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: developerProfile.userId });
    // The row lock serialises two saves of the same developer, so neither loses the other's step.
    const [row] = await tx
      .select()
      .from(developerProfile)
      .where(eq(developerProfile.userId, owner.userId))
      .for('update');
    if (!row)
      throw new Error(`developer profile of ${owner.userId} vanished inside its transaction`);
    const all = changesFor(row, parsed, now);
    const changed = Object.fromEntries(
      Object.entries(all).filter(([key, value]) => !same(row[key as keyof Changes], value)),
    ) as Changes;
    // A verified developer changes what staff verified on the profile, where the change goes back
    // to staff review (decision 0057); the onboarding's steps would bypass that rule.
    if (
      row.developerStatus === 'verified' &&
      changedReviewedDetails(reviewedDetailsOf(row), reviewedDetailsOf({ ...row, ...changed }))
        .length > 0
    ) {
      throw new AppError('VERIFIED_DETAILS_ON_PROFILE', VERIFIED_DETAILS_ON_PROFILE_MESSAGE, 409);
    }
    if (Object.keys(changed).length === 0) return row;

    const [updated] = await tx
      .update(developerProfile)
      .set({
        ...changed,
        updatedAt: now,
        profileVersion: sql`${developerProfile.profileVersion} + 1`,
      })
      .where(eq(developerProfile.userId, owner.userId))
      .returning();
    if (!updated) throw new Error(`developer profile of ${owner.userId} vanished on update`);

    if (changed.developerStatus) {
      await tx.insert(developerStatusChange).values({
        userId: owner.userId,
        changedBy: owner.userId,
        fromStatus: row.developerStatus,
        toStatus: changed.developerStatus,
        notes: ONBOARDING_SUBMITTED_NOTE,
        changedAt: now,
      });
    }
    return updated;
  });
}
