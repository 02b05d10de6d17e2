/**
 * What a java-tron HTTP servlet reads from a request (tronprotocol docs, api/http: "GET reads these
 * fields from URL query parameters; POST reads them from a JSON request body"): the query's fields for
 * GET, with `visible` as a boolean; the JSON body's for POST, an empty body reading as no fields.
 * Undefined for a body that is not a JSON object, which the node answers with an `Error`.
 */
import type { SandboxRequest } from '../sandbox-server';

export type NodeFields = Record<string, unknown>;

export function nodeFields(request: SandboxRequest): NodeFields | undefined {
  if (request.method === 'GET') {
    const fields: NodeFields = Object.fromEntries(request.url.searchParams);
    if ('visible' in fields) fields.visible = fields.visible === 'true';
    return fields;
  }
  if (request.body.length === 0) return {};
  try {
    const body = request.json();
    return typeof body === 'object' && body !== null && !Array.isArray(body)
      ? (body as NodeFields)
      : undefined;
  } catch {
    return undefined;
  }
}

/** The node's answer to a body it cannot parse. */
export const UNPARSABLE = { Error: 'class org.tron.json.JSONException : the body is not a JSON object' };

/** Whether the request is one a java-tron servlet takes (every query path takes GET and POST). */
export const isNodeMethod = (request: SandboxRequest) =>
  request.method === 'GET' || request.method === 'POST';
