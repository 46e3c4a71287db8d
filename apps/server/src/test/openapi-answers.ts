import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

// Checks the server's real answers against the OpenAPI document it serves (decision 0054):
// the answer's status must be one the document declares for the operation, and its JSON body
// must be valid against that status's schema (JSON Schema 2020-12, as OpenAPI 3.1 writes it),
// or be empty when the document gives the status no content.

type Operation = {
  operationId: string;
  responses: Record<string, { content?: Record<string, { schema: object }> }>;
};
type Document = {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, object> };
};

export type Answer = { statusCode: number; body: string };

const DOCUMENT_ID = 'openapi:document';

export function openApiAnswers(document: object) {
  const doc = document as Document;
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  // The components under the document's own shape and an id: their $refs (#/components/...)
  // resolve inside it, and the responses' name it.
  ajv.addSchema({ $id: DOCUMENT_ID, components: doc.components });
  const validators = new Map<string, ValidateFunction>();

  const operations = Object.values(doc.paths).flatMap((item) => Object.values(item));
  const operationOf = (operationId: string) => {
    const found = operations.find((operation) => operation.operationId === operationId);
    if (!found) throw new Error(`the document has no operation ${operationId}`);
    return found;
  };
  /** The schema with its $refs pointed at the components' id. */
  const resolved = (schema: object): object =>
    JSON.parse(
      JSON.stringify(schema).replaceAll('"#/components/', `"${DOCUMENT_ID}#/components/`),
    ) as object;

  return {
    operationIds: operations.map((operation) => operation.operationId),
    /** What is wrong with the answer to the operation; empty when it matches the document. */
    problemsOf(operationId: string, answer: Answer): string[] {
      const response = operationOf(operationId).responses[String(answer.statusCode)];
      if (!response) return [`${operationId}: ${answer.statusCode} is not a declared answer`];
      const json = response.content?.['application/json'];
      if (!json) {
        return answer.body === ''
          ? []
          : [`${operationId}: ${answer.statusCode} has a body the document does not declare`];
      }
      const key = `${operationId} ${answer.statusCode}`;
      let validate = validators.get(key);
      if (!validate) {
        validate = ajv.compile(resolved(json.schema));
        validators.set(key, validate);
      }
      let body: unknown;
      try {
        body = JSON.parse(answer.body);
      } catch {
        return [`${key}: the body is not JSON`];
      }
      return validate(body)
        ? []
        : (validate.errors ?? []).map(
            (error) => `${key}: ${error.instancePath || '/'} ${error.message ?? ''}`,
          );
    },
  };
}
