import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { catalogueRevision } from '../../../db/schema/apps';

/**
 * The catalogue's revision: raised at the commit of every change of a published app
 * (0011_store_catalogue.sql), one primary-key read. A list's ETag is made of it, so an
 * If-None-Match costs this and nothing else.
 */
export async function readCatalogueRevision(db: Database): Promise<number> {
  const [row] = await db
    .select({ revision: catalogueRevision.revision })
    .from(catalogueRevision)
    .where(eq(catalogueRevision.id, 1));
  return row?.revision ?? 0;
}
