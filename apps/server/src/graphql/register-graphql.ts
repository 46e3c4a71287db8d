import type { FastifyInstance } from 'fastify';
import { print } from 'graphql';
import mercurius from 'mercurius';
import type { Database } from '../db/client';
import type { Auth, AuthProviders } from '../modules/accounts';
import { resolveViewer } from '../modules/accounts';
import type { JobQueue } from '../platform/jobs/job-queue';
import type { PaymentsProvider } from '../platform/payments/payments-provider';
import type { Storage } from '../platform/storage/storage';
import { GRAPHIQL_CSP } from '../plugins/security-headers';
import { requireTrustedOrigin } from '../plugins/trusted-origins';
import type { GraphQLContext } from './context';
import { answerWithRetryAfter } from '../db/outage-errors';
import { formatGraphQLErrors, outageOf, statusCodeFor } from './format-errors';
import { noIntrospectionRule } from './no-introspection';
import { refuseUnsafeDocument, refuseUnsafeVariables } from './refuse-unsafe-arguments';
import { resolvers } from './generated/resolvers.generated';
import { typeDefs } from './generated/typeDefs.generated';
import { QUERY_LIMITS, queryLimitRules } from './query-limits';
import { currentSupportEmail } from '../modules/portal-settings';

export const GRAPHQL_PATH = '/graphql';

export async function registerGraphQL(
  app: FastifyInstance,
  options: {
    auth: Auth;
    db: Database;
    authProviders: AuthProviders;
    jobs: JobQueue;
    supportEmail: string;
    publicUrl: string;
    storage: Storage;
    payments: PaymentsProvider;
    graphiql: boolean;
    /** Off in production: the schema is the web app's business, not the public's. */
    introspection: boolean;
    /** Pages that may POST here with the user's cookies (plugins/trusted-origins.ts). */
    trustedOrigins: readonly string[];
  },
): Promise<void> {
  await app.register(mercurius, {
    schema: print(typeDefs),
    resolvers: resolvers as never,
    path: GRAPHQL_PATH,
    graphiql: options.graphiql,
    jit: 1,
    // Cookie sessions: refuse simple (form-like) requests a browser would send cross-site.
    csrfPrevention: true,
    validationRules: options.introspection
      ? queryLimitRules
      : [...queryLimitRules, noIntrospectionRule],
    graphql: { parseOptions: { maxTokens: QUERY_LIMITS.maxTokens } },
    additionalRouteOptions: {
      bodyLimit: QUERY_LIMITS.maxBodyBytes,
      // Defence in depth beside SameSite cookies and csrfPrevention: a POST (every mutation
      // is one; GET cannot mutate) from another site's page is refused before anything runs.
      preValidation: async (request) => {
        if (request.method === 'POST') {
          requireTrustedOrigin(request, options.trustedOrigins, options.publicUrl);
        }
      },
    },
    context: async (
      request,
    ): Promise<
      Pick<
        GraphQLContext,
        | 'viewer'
        | 'db'
        | 'authProviders'
        | 'jobs'
        | 'supportEmail'
        | 'defaultSupportEmail'
        | 'publicUrl'
        | 'storage'
        | 'payments'
      >
    > => ({
      viewer: await resolveViewer(options.auth, options.db, request),
      db: options.db,
      authProviders: options.authProviders,
      jobs: options.jobs,
      // Staff may set it on /admin/settings; SUPPORT_EMAIL until they do (decision 0049).
      supportEmail: await currentSupportEmail(options.db, options.supportEmail),
      defaultSupportEmail: options.supportEmail,
      publicUrl: options.publicUrl,
      storage: options.storage,
      payments: options.payments,
    }),
    errorFormatter: (execution, context) => {
      const log = context.reply?.log ?? context.app.log;
      const outage = outageOf(execution.errors);
      // A reply is thenable: compared, not tested for truth.
      if (outage && context.reply !== undefined) answerWithRetryAfter(outage, context.reply);
      return {
        statusCode: outage?.statusCode ?? statusCodeFor(execution),
        response: {
          data: execution.data ?? null,
          errors: formatGraphQLErrors(execution.errors, log),
        },
      };
    },
  });

  app.graphql.addHook('preValidation', async (_schema, document) => refuseUnsafeDocument(document));
  app.graphql.addHook('preExecution', async (_schema, _document, _context, variables) => {
    refuseUnsafeVariables(variables);
  });

  if (options.graphiql) {
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.url.startsWith('/graphiql'))
        reply.header('content-security-policy', GRAPHIQL_CSP);
      return payload;
    });
  }
}
