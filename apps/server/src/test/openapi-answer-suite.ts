import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { testTargets, type TestTarget } from './harness';
import { openApiAnswers } from './openapi-answers';
import { useTestApp, type TestApp } from './use-test-app';

// The suite every API with an OpenAPI document holds (decision 0054): for every operation of
// the document, an answer that succeeds and a refusal, each of a status the document declares
// for it and valid against that status's schema. An operation the document gains with no
// requests in the suite fails by name.

export type OpenApiAnswerSuite<World, Request> = {
  /** What the suite is about, as its name says it: 'the store API'. */
  api: string;
  /** The document the API serves. */
  document: object;
  /** Each operation's requests: one that succeeds, one refused. */
  requests: Record<string, (world: World) => Request[]>;
  /** The rows the requests aim at, seeded in the test's fresh database. */
  seedWorld: (t: TestApp, target: TestTarget) => Promise<World>;
  /** The request as sent, when the suite's requests say more than Fastify's options (a token). */
  toInject?: (request: Request, world: World) => InjectOptions;
};

export function describeOpenApiAnswers<World, Request extends InjectOptions>(
  suite: OpenApiAnswerSuite<World, Request>,
): void {
  const { requests, toInject = (request: Request) => request } = suite;
  describe.each(testTargets())(
    `${suite.api} answers as its OpenAPI document says [%s]`,
    (target) => {
      const t = useTestApp(target);
      const answers = openApiAnswers(suite.document);

      it('has requests for every operation of the document', () => {
        expect(answers.operationIds.filter((id) => !requests[id])).toEqual([]);
      });

      it('answers every operation, succeeding and refusing, as the document declares', async () => {
        const world = await suite.seedWorld(t, target);
        const problems: string[] = [];
        const statuses: string[] = [];
        for (const operationId of answers.operationIds) {
          for (const request of requests[operationId]?.(world) ?? []) {
            const response = await t.app.inject(toInject(request, world));
            statuses.push(`${operationId} ${response.statusCode}`);
            problems.push(...answers.problemsOf(operationId, response));
          }
        }
        expect(problems).toEqual([]);
        // A success and a refusal each, so both kinds of answer were checked.
        for (const operationId of answers.operationIds) {
          const codes = statuses.filter((line) => line.startsWith(`${operationId} `));
          expect(
            codes.some((line) => / 2\d\d$/.test(line)),
            `${operationId}: ${codes.join(', ')}`,
          ).toBe(true);
          expect(
            codes.some((line) => / 4\d\d$/.test(line)),
            `${operationId}: ${codes.join(', ')}`,
          ).toBe(true);
        }
      }, 120_000);
    },
  );
}
