/**
 * POST /uploads/download-url: a short-lived GET link to one of the caller's own files (their preview).
 * 15 minutes unless asked otherwise; the contract refuses more than S3's limit of 7 days.
 */
import { DEFAULT_DOWNLOAD_SECONDS, MAX_DOWNLOAD_SECONDS } from '../../contract/uploads';
import { InvalidRequestError, NotFoundError } from '../errors';
import type { Caller } from '../open-profile';
import { assertOwnKey } from './object-key';
import type { UploadStorage } from './upload-storage';

export async function downloadLink(
  caller: Caller,
  request: { key: string; expiresIn?: number },
  storage: UploadStorage,
): Promise<{ url: string; expiresIn: number }> {
  const key = assertOwnKey(caller.userId, request.key);
  const expiresIn = request.expiresIn ?? DEFAULT_DOWNLOAD_SECONDS;
  if (!Number.isInteger(expiresIn) || expiresIn < 1 || expiresIn > MAX_DOWNLOAD_SECONDS)
    throw new InvalidRequestError(`A link can last at most ${MAX_DOWNLOAD_SECONDS} seconds`, {
      expiresIn: `A link can last at most ${MAX_DOWNLOAD_SECONDS} seconds`,
    });
  if ((await storage.storedSize(key)) === undefined)
    throw new NotFoundError('There is no file under this key.');
  return { url: await storage.presignGet(key, expiresIn), expiresIn };
}
