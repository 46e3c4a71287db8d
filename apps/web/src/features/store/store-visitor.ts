/**
 * Who is looking at a store page, as the route reads the viewer and hands it down (features do
 * not read each other): still unknown, signed out, or signed in (a store account or not).
 */
export type StoreVisitor = 'unknown' | 'signed-out' | 'signed-in';
