import { describe, expect, it } from 'vitest';
import { ProblemSchema } from '../../../contract/problem';
import { InvalidRequestError, NotAuthenticatedError } from '../../../lambdas/domain/errors';
import { InsufficientFundsError } from '../../../lambdas/domain/ledger/book/refusals';
import { problemFromError } from '../../../lambdas/http/responses';

const bodyOf = (response: { body?: string }) => ProblemSchema.parse(JSON.parse(response.body ?? '{}'));

describe('problemFromError', () => {
  it('answers a bad request with 400, the message and the fields named', () => {
    const response = problemFromError(
      new InvalidRequestError('Check the form', { ifsc: 'IFSC looks wrong' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.headers?.['content-type']).toBe('application/problem+json');
    expect(bodyOf(response)).toMatchObject({
      status: 400,
      detail: 'Check the form',
      errors: { ifsc: 'IFSC looks wrong' },
    });
  });

  it('answers a missing session with 401 and the spec message', () => {
    const response = problemFromError(new NotAuthenticatedError());
    expect(response.statusCode).toBe(401);
    expect(bodyOf(response).detail).toBe('User is not authenticated');
  });

  it('answers a refused money movement with 422', () => {
    expect(problemFromError(new InsufficientFundsError('Not enough INR')).statusCode).toBe(422);
  });

  it('hides the details of an unexpected failure behind a plain 500', () => {
    const response = problemFromError(new Error('connect ECONNREFUSED 10.0.0.1:443'));
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('ECONNREFUSED');
  });
});
