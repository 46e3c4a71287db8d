// Test identities shared by the launcher (which configures the server and the OAuth stand-in
// with them) and the journeys.

/** Every e2e account uses this domain, so a glance at a database tells test data apart. */
export const TEST_EMAIL_DOMAIN = 'e2e.example.com';

/**
 * The password of every account the API helpers create (meets docs/product.md, "Account forms").
 */
export const TEST_PASSWORD = 'Correct-Horse-9';

// ADMIN_EMAILS is fixed when the server starts, so each parallel worker slot gets an admin
// of its own: workers never race to create the same account, and each signs in once.
const ADMIN_SLOTS = 8;

export function adminEmail(parallelIndex: number): string {
  if (parallelIndex >= ADMIN_SLOTS) {
    throw new Error(`only ${ADMIN_SLOTS} admin accounts are configured; raise ADMIN_SLOTS`);
  }
  return `admin-${parallelIndex}@${TEST_EMAIL_DOMAIN}`;
}

export const ADMIN_EMAILS = Array.from({ length: ADMIN_SLOTS }, (_, slot) => adminEmail(slot));
