import { describe, expect, it } from 'vitest';
import { uploadMessages } from '../../../../contract/uploads';
import { InvalidRequestError } from '../../../../lambdas/domain/errors';
import { planUpload } from '../../../../lambdas/domain/uploads/upload-plan';

const MiB = 1024 * 1024;

describe('planUpload', () => {
  it('sends a file of 5 MiB or less in one PUT', () => {
    expect(planUpload(1)).toEqual({ mode: 'single' });
    expect(planUpload(5 * MiB)).toEqual({ mode: 'single' });
  });

  it('splits a larger file into 5242880-byte parts, the last one shorter', () => {
    expect(planUpload(5 * MiB + 1)).toEqual({ mode: 'multipart', partSize: 5_242_880, partCount: 2 });
    expect(planUpload(12_000_000)).toEqual({ mode: 'multipart', partSize: 5_242_880, partCount: 3 });
  });

  it('accepts exactly 10000 parts and refuses one more with the spec’s words', () => {
    expect(planUpload(10_000 * 5_242_880)).toMatchObject({ partCount: 10_000 });
    expect(() => planUpload(10_000 * 5_242_880 + 1)).toThrow(uploadMessages.tooManyParts);
  });

  it('refuses an empty or impossible size', () => {
    for (const size of [0, -1, 1.5, Number.NaN]) expect(() => planUpload(size)).toThrow(InvalidRequestError);
  });
});
