/** The password of every test user; global-setup.ts hashes it once per run. */
export const TEST_PASSWORD = 'Analytical#1843';
