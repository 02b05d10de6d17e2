/**
 * The sandbox's control requests (the clock, the price feed, the TRON chain): JSON from tests and the
 * CLI, or a form posted from the sandbox page. A form is answered by sending the person back to the
 * page; JSON by the control's new state.
 */
import type { ServerResponse } from 'node:http';
import type * as z from 'zod/mini';
import { redirect, SandboxInputError, type SandboxRequest, sendJson } from './sandbox-server';

export function parsed<T>(schema: z.ZodMiniType<T>, input: unknown): T {
  const result = schema.safeParse(input);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new SandboxInputError(`${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}`);
  }
  return result.data;
}

export const isForm = (request: SandboxRequest) =>
  String(request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');

/** A form's filled fields: a field left blank on the page is absent, as an optional one left out of JSON. */
export const filledFields = (form: URLSearchParams) =>
  Object.fromEntries([...form].filter(([, value]) => value !== ''));

/** The command a control request carries: the form read as `fromForm` says, or the JSON body. */
export const controlInput = (
  request: SandboxRequest,
  fromForm: (form: URLSearchParams) => unknown = filledFields,
): unknown => (isForm(request) ? fromForm(request.form()) : request.json());

/** Answers a control that has done its work: back to the page for a form, `state` as JSON otherwise. */
export function answerControl(request: SandboxRequest, response: ServerResponse, state: unknown): void {
  if (isForm(request)) redirect(response, '/');
  else sendJson(response, 200, state);
}

/** A module's one control path: GET describes it, POST applies a command and answers as answerControl. */
export function handleControlPath(
  request: SandboxRequest,
  response: ServerResponse,
  control: { describe: () => unknown; apply: (request: SandboxRequest) => void },
): void {
  if (request.method === 'GET') sendJson(response, 200, control.describe());
  else if (request.method === 'POST') {
    control.apply(request);
    answerControl(request, response, control.describe());
  } else sendJson(response, 405, { message: 'GET or POST' });
}
