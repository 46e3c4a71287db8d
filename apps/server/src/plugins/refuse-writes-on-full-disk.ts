import type { FastifyInstance } from 'fastify';
import { Kind, type DocumentNode } from 'graphql';
import { storageFull } from '../db/outage-errors';
import { GRAPHQL_PATH } from '../graphql/register-graphql';
import type { DiskSpaceWatch } from '../platform/storage/disk-space';

const READING_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const isMutation = (document: DocumentNode) =>
  document.definitions.some(
    (definition) =>
      definition.kind === Kind.OPERATION_DEFINITION && definition.operation === 'mutation',
  );

/**
 * While the data folder's disk is nearly full (platform/storage/disk-space.ts), everything that
 * writes is refused with 507 STORAGE_FULL and everything that reads goes on (decision 0055):
 * GraphQL mutations, and every other request that is not a read. Signing in and out stay open
 * (a session is a few hundred bytes), so staff can still reach the portal to see why.
 * Call after the GraphQL plugin is registered and before the routes it guards.
 */
export function refuseWritesOnFullDisk(app: FastifyInstance, watch: DiskSpaceWatch): void {
  app.addHook('onRequest', async (request) => {
    if (!watch.refusesWrites() || READING_METHODS.has(request.method)) return;
    const path = request.url.split('?')[0] ?? '';
    if (path === GRAPHQL_PATH || path.startsWith('/api/auth/')) return;
    throw storageFull();
  });
  app.graphql.addHook('preExecution', async (_schema, document) => {
    if (watch.refusesWrites() && isMutation(document)) throw storageFull();
  });
}
