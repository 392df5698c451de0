import type { Schema } from './schema-arbitraries';

// The operations of the OpenAPI document (/docs/json), read as the fuzz suite needs them. Every
// route the server publishes is fuzzed; SKIP names the few that are not, each with its reason.

export type Parameter = {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema: Schema;
};

export type Operation = {
  method: string;
  /** The OpenAPI path, with `{name}` placeholders. */
  path: string;
  /** The route needs a bearer token (the document lists a security requirement). */
  secured: boolean;
  params: Parameter[];
  body?: Schema;
};

type Document = {
  paths: Record<
    string,
    Record<
      string,
      {
        security?: unknown[];
        parameters?: Parameter[];
        requestBody?: { content?: Record<string, { schema?: Schema }> };
      }
    >
  >;
};

/** Routes the fuzz suite leaves alone, and why. Keep this short: a route here is a route unchecked. */
export const SKIP: Record<string, string> = {
  // Nothing to find: the same handler as GET /api/auth/test, answered without a body.
  'HEAD /api/auth/test': 'HEAD of a GET route: no body to check',
};

/** Routes that answer people in a browser with HTML pages rather than JSON. */
export const PAGES: Record<string, string> = {
  'GET /api/auth/verify-email': 'the link in the verification e-mail, opened in a browser',
};

export const operationKey = (op: Pick<Operation, 'method' | 'path'>) => `${op.method} ${op.path}`;

export function readOperations(doc: Document): Operation[] {
  const out: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const operation: Operation = {
        method: method.toUpperCase(),
        path,
        secured: (op.security?.length ?? 0) > 0,
        params: op.parameters ?? [],
        body: op.requestBody?.content?.['application/json']?.schema,
      };
      if (!(operationKey(operation) in SKIP)) out.push(operation);
    }
  }
  return out;
}

/** A stable seed per route, so adding a route does not change the cases of the others. */
export function seedFor(base: number, op: Operation): number {
  let h = base | 0;
  for (const c of operationKey(op)) h = (Math.imul(h, 31) + c.charCodeAt(0)) | 0;
  return h;
}
