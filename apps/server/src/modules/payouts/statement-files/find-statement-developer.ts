import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { developerProfile } from '../../../db/schema/developers';

/**
 * Who a statement is for, as their developer profile says now
 * (docs/product.md, "Developer profile").
 */
export type StatementDeveloper = {
  legalName: string;
  /** The company's name, or 'first last' for an individual. */
  businessName: string | null;
  address: string | null;
  city: string | null;
  postalCode: string | null;
  /** ISO 3166 alpha-2. */
  country: string;
};

/**
 * The developer of a statement, read by the statement's developer id (staff download anyone's).
 * Null when the profile is gone: statements outlive a deleted account (decision 0041).
 */
export async function findStatementDeveloper(
  db: Database,
  developerId: string,
): Promise<StatementDeveloper | null> {
  const [row] = await db
    .select({
      legalName: developerProfile.legalName,
      businessName: developerProfile.businessName,
      address: developerProfile.address,
      city: developerProfile.city,
      postalCode: developerProfile.postalCode,
      country: developerProfile.country,
    })
    .from(developerProfile)
    .where(eq(developerProfile.userId, developerId));
  return row ?? null;
}
