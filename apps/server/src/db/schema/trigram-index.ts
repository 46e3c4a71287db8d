/**
 * Storage options of the trigram (GIN) search indexes. fastupdate off: with it on, new rows
 * wait in a pending list that every search scans whole until a vacuum merges it, and the
 * embedded PGlite database never runs autovacuum, so searches slowed as apps were added
 * (bench/admin.ts: 'rocket quest' at 100,000 apps, the trigram step 15 ms with the list, 4 ms
 * without). These indexes are read on every admin search and written only when an app's name,
 * short description or a user's name changes, so paying at write time is the right side.
 */
export const TRIGRAM_INDEX_OPTIONS = { fastupdate: false } as const;
