/** The TRON sandbox's control requests: JSON from tests and the CLI, or a form from the sandbox page. */
import type * as z from 'zod/mini';
import { SandboxInputError, type SandboxRequest } from '../sandbox-server';

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
