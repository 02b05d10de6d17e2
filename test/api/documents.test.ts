/**
 * My documents against the local stack: list by prefix, download links, copy and delete of the
 * caller's own files only; the spec's argument rules; review copies made on KYC submit that the
 * person cannot touch; submitted files that cannot be deleted; reviewers' reads recorded for ops.
 */
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { AvatarSchema, ProfileSchema } from '../../contract/account';
import {
  CopyDocumentResponseSchema,
  type Document,
  DocumentListSchema,
  DocumentReadsSchema,
  documentMessages,
} from '../../contract/documents';
import { ReviewApplicationSchema } from '../../contract/kyc-review';
import { ProblemSchema } from '../../contract/problem';
import { routePath } from '../../contract/route-definition';
import { apiRoutes } from '../../contract/routes';
import {
  DownloadUrlResponseSchema,
  SignPartsResponseSchema,
  StartUploadResponseSchema,
} from '../../contract/uploads';
import {
  putObject,
  signInAsReviewer,
  submit,
  submittedApplication,
  userIdOf,
} from '../support/account-setup';
import { type ApiResponse, callApi } from '../support/api';
import { type SignedInCustomer, signUpAndSignIn } from '../support/identity';
import { accountSetupRequest, kycImageKeys } from '../support/kyc-samples';

const call = (customer: SignedInCustomer, method: string, path: string, body?: unknown) =>
  callApi(method, path, { token: customer.accessToken, ...(body === undefined ? {} : { body }) });

const expectProblem = (response: ApiResponse, status: number, detail?: string) => {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  const problem = ProblemSchema.parse(response.body);
  if (detail !== undefined) expect(problem.detail).toBe(detail);
  return problem;
};

/** Every document of the customer, page by page. */
async function allDocuments(customer: SignedInCustomer, limit = 2): Promise<Document[]> {
  const documents: Document[] = [];
  let next: string | undefined;
  do {
    const query = new URLSearchParams({ limit: String(limit), ...(next ? { cursor: next } : {}) });
    const response = await call(customer, 'GET', `${routePath(apiRoutes.listDocuments)}?${query}`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const page = DocumentListSchema.parse(response.body);
    expect(page.documents.filter((document) => document.status !== 'uploading').length).toBeLessThanOrEqual(
      limit,
    );
    documents.push(...page.documents);
    next = page.next;
  } while (next);
  return documents;
}

const downloadUrl = (customer: SignedInCustomer, key: string) =>
  call(customer, 'POST', routePath(apiRoutes.createDownloadUrl), { key });

async function readBack(customer: SignedInCustomer, key: string): Promise<string> {
  const response = await downloadUrl(customer, key);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return (await fetch(DownloadUrlResponseSchema.parse(response.body).url)).text();
}

let asha: SignedInCustomer;
let ravi: SignedInCustomer;
let ashaId: string;
let raviId: string;
const ashaFiles = (id: string) => [
  `private/${id}/other/${crypto.randomUUID()}.pdf`,
  `private/${id}/other/${crypto.randomUUID()}.pdf`,
  `private/${id}/kyc/kyc-front/${crypto.randomUUID()}.jpg`,
];
let ashaKeys: string[];
let raviKey: string;

beforeAll(async () => {
  [asha, ravi] = await Promise.all([signUpAndSignIn(), signUpAndSignIn()]);
  [ashaId, raviId] = [userIdOf(asha), userIdOf(ravi)];
  ashaKeys = ashaFiles(ashaId);
  raviKey = `private/${raviId}/other/${crypto.randomUUID()}.pdf`;
  await Promise.all([
    ...ashaKeys.map((key) => putObject(key, `asha ${key}`, 'application/pdf')),
    putObject(raviKey, 'ravi only', 'application/pdf'),
    putObject(`protected/${raviId}/avatar/${crypto.randomUUID()}.jpg`, 'ravi avatar'),
  ]);
});

describe('without a valid session', () => {
  it('refuses list, get, copy and delete with 401 "User is not authenticated"', async () => {
    for (const token of [undefined, 'not-a-token']) {
      for (const [method, path, body] of [
        ['GET', routePath(apiRoutes.listDocuments), undefined],
        ['POST', routePath(apiRoutes.createDownloadUrl), { key: raviKey }],
        [
          'POST',
          routePath(apiRoutes.copyDocument),
          { sourceKey: raviKey, destinationKey: `${raviKey}.copy` },
        ],
        ['POST', routePath(apiRoutes.deleteDocument), { key: raviKey }],
      ] as const) {
        const response = await callApi(method, path, {
          ...(token ? { token } : {}),
          ...(body ? { body } : {}),
        });
        expect(response.status).toBe(401);
        expect(response.headers.get('content-type')).toBe('application/problem+json');
        expect(ProblemSchema.parse(response.body).detail).toBe(documentMessages.notAuthenticated);
      }
    }
    expect(await readBack(ravi, raviKey)).toBe('ravi only');
  });
});

describe('list by prefix', () => {
  it('returns exactly the caller’s own keys, across pages, and never another person’s', async () => {
    // A customer of this test's own: the other tests add files to Asha's folder.
    const kiran = await signUpAndSignIn();
    const kiranId = userIdOf(kiran);
    const kiranKeys = ashaFiles(kiranId);
    await Promise.all(kiranKeys.map((key) => putObject(key, `kiran ${key}`, 'application/pdf')));
    const documents = await allDocuments(kiran, 2);
    expect(documents.map((document) => document.key).sort()).toEqual([...kiranKeys].sort());
    expect(documents.find((document) => document.key === kiranKeys[2])).toMatchObject({
      purpose: 'kyc-front',
      contentType: 'image/jpeg',
      status: 'uploaded',
      deletable: true,
      name: 'ID front.jpg',
    });
    const raviDocuments = await allDocuments(ravi, 1);
    expect(raviDocuments.map((document) => document.key)).toEqual([
      raviKey,
      expect.stringMatching(new RegExp(`^protected/${raviId}/avatar/`)),
    ]);
    expect(JSON.stringify(raviDocuments)).not.toContain(kiranId);
  });

  it('refuses a forged cursor, a page size out of range, and a bucket with "/"', async () => {
    const forged = Buffer.from(JSON.stringify({ prefix: 7, token: 'x' })).toString('base64url');
    for (const query of [`cursor=${forged}`, 'cursor=%7B%7D', 'limit=0', 'limit=101'])
      expectProblem(await call(asha, 'GET', `${routePath(apiRoutes.listDocuments)}?${query}`), 400);
    expectProblem(
      await call(
        asha,
        'GET',
        `${routePath(apiRoutes.listDocuments)}?bucket=${encodeURIComponent('other/bucket')}`,
      ),
      400,
      documentMessages.bucketWithSlash,
    );
  });

  it('shows an upload in progress, and deleting it aborts it with no parts left', async () => {
    const started = StartUploadResponseSchema.parse(
      (
        await call(asha, 'POST', routePath(apiRoutes.startUpload), {
          purpose: 'other',
          fileName: 'statement.pdf',
          contentType: 'application/pdf',
          size: 6_000_000,
        })
      ).body,
    );
    if (started.mode !== 'multipart') throw new Error('expected multipart');
    expect(started.key).toMatch(new RegExp(`^private/${ashaId}/other/`));
    const listed = (await allDocuments(asha, 100)).find((document) => document.key === started.key);
    expect(listed).toMatchObject({ status: 'uploading', uploadId: started.uploadId, size: 0 });

    const deleted = await call(asha, 'POST', routePath(apiRoutes.deleteDocument), {
      key: started.key,
      uploadId: started.uploadId,
    });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(204);
    expectProblem(
      await call(asha, 'POST', routePath(apiRoutes.listUploadParts), {
        key: started.key,
        uploadId: started.uploadId,
      }),
      404,
    );
    expect((await allDocuments(asha, 100)).some((document) => document.key === started.key)).toBe(false);
  });
});

describe('another person’s key, whatever the trick', () => {
  const tricks = () => [
    raviKey,
    `private/${ashaId}/../${raviId}/other/x.pdf`,
    `private/${ashaId}/%2e%2e/${raviId}/other/x.pdf`,
    `private\uff0f${raviId}/other/x.pdf`,
    `private/${raviId}\u200b/other/x.pdf`,
    `protected/${raviId}/avatar/x.jpg`,
    `/private/${raviId}/other/x.pdf`,
    `s3://bucket/private/${raviId}/other/x.pdf`,
  ];

  it('is refused with 403 by get, copy (as source or destination) and delete', async () => {
    for (const key of tricks()) {
      expectProblem(await downloadUrl(asha, key), 403);
      expectProblem(
        await call(asha, 'POST', routePath(apiRoutes.copyDocument), {
          sourceKey: key,
          destinationKey: `private/${ashaId}/other/${crypto.randomUUID()}.pdf`,
        }),
        403,
      );
      expectProblem(
        await call(asha, 'POST', routePath(apiRoutes.copyDocument), {
          sourceKey: ashaKeys[0],
          destinationKey: key,
        }),
        403,
      );
      expectProblem(await call(asha, 'POST', routePath(apiRoutes.deleteDocument), { key }), 403);
    }
    expect(await readBack(ravi, raviKey)).toBe('ravi only');
  });
});

describe('the spec’s argument rules', () => {
  it('refuses a bucket name containing "/" on every storage call', async () => {
    const bucket = 'uploads/../other';
    for (const [path, body] of [
      [routePath(apiRoutes.createDownloadUrl), { key: ashaKeys[0], bucket }],
      [routePath(apiRoutes.deleteDocument), { key: ashaKeys[0], bucket }],
      [
        routePath(apiRoutes.copyDocument),
        { sourceKey: ashaKeys[0], destinationKey: `${ashaKeys[0]}x`, bucket },
      ],
      [
        routePath(apiRoutes.startUpload),
        { purpose: 'other', fileName: 'a.pdf', contentType: 'application/pdf', size: 9, bucket },
      ],
    ] as const) {
      const problem = expectProblem(
        await call(asha, 'POST', path, body),
        400,
        documentMessages.bucketWithSlash,
      );
      expect(problem.errors?.bucket).toBe(documentMessages.bucketWithSlash);
    }
    // Any other bucket name is refused too: the API decides the bucket.
    expectProblem(
      await call(asha, 'POST', routePath(apiRoutes.deleteDocument), { key: ashaKeys[0], bucket: 'another' }),
      400,
      documentMessages.bucketDecidedByApi,
    );
  });

  it('needs a source key and a destination key to copy', async () => {
    for (const body of [
      {},
      { sourceKey: ashaKeys[0] },
      { destinationKey: ashaKeys[0] },
      { sourceKey: '', destinationKey: '' },
    ])
      expectProblem(
        await call(asha, 'POST', routePath(apiRoutes.copyDocument), body),
        400,
        documentMessages.copyNeedsKeys,
      );
  });

  it('copies between the caller’s own keys, keeping the type', async () => {
    const destinationKey = `private/${ashaId}/other/${crypto.randomUUID()}.pdf`;
    const copied = await call(asha, 'POST', routePath(apiRoutes.copyDocument), {
      sourceKey: ashaKeys[0],
      destinationKey,
    });
    expect(copied.status, JSON.stringify(copied.body)).toBe(200);
    expect(CopyDocumentResponseSchema.parse(copied.body).key).toBe(destinationKey);
    expect(await readBack(asha, destinationKey)).toBe(`asha ${ashaKeys[0]}`);
    expectProblem(
      await call(asha, 'POST', routePath(apiRoutes.copyDocument), {
        sourceKey: ashaKeys[0],
        destinationKey: `private/${ashaId}/other/${crypto.randomUUID()}.jpg`,
      }),
      400,
    );
  });
});

/** Today's UTC date, as the audit of reads takes it. */
const utcDate = () => new Date().toISOString().slice(0, 10);

/** A customer who has just submitted account setup, with the review copies the submit made. */
async function submittedWithCopies() {
  const meera = await signUpAndSignIn();
  const meeraId = userIdOf(meera);
  const submitted = await submittedApplication(meera);
  const documents = await allDocuments(meera, 100);
  const copies = documents.filter((document) => document.purpose === 'kyc-review');
  const copyOf = (side: 'front' | 'back') =>
    copies.find((document) => /\/(front|back)\.\w+$/.exec(document.key)?.[1] === side)?.key ?? '';
  return {
    meera,
    meeraId,
    submitted,
    documents,
    copies,
    frontCopy: copyOf('front'),
    backCopy: copyOf('back'),
  };
}

describe('KYC: review copies and submitted files', () => {
  it('lets a person replace and delete ID images before submitting', async () => {
    const meera = await signUpAndSignIn();
    const meeraId = userIdOf(meera);
    const first = kycImageKeys(meeraId);
    await putObject(first.front, 'first front');
    const replacement = `private/${meeraId}/kyc/kyc-front/${crypto.randomUUID()}.jpg`;
    const copied = await call(meera, 'POST', routePath(apiRoutes.copyDocument), {
      sourceKey: first.front,
      destinationKey: replacement,
    });
    expect(copied.status, JSON.stringify(copied.body)).toBe(200);
    // Overwriting a file of their own (a replace) and deleting it are both allowed.
    await putObject(first.front, 'second front');
    expect(await readBack(meera, first.front)).toBe('second front');
    expect(
      (await call(meera, 'POST', routePath(apiRoutes.deleteDocument), { key: first.front })).status,
    ).toBe(204);
    expect(
      (await call(meera, 'POST', routePath(apiRoutes.deleteDocument), { key: replacement })).status,
    ).toBe(204);
    expectProblem(await call(meera, 'POST', routePath(apiRoutes.deleteDocument), { key: replacement }), 404);
  });

  it('copies both ID images into a review folder on submit; the application refers to the copies', async () => {
    const { meera, meeraId, submitted, documents, copies, frontCopy } = await submittedWithCopies();
    expect(copies.map((document) => document.key).sort()).toEqual([
      expect.stringMatching(new RegExp(`^private/${meeraId}/kyc-review/[^/]+/back\\.png$`)),
      expect.stringMatching(new RegExp(`^private/${meeraId}/kyc-review/[^/]+/front\\.jpg$`)),
    ]);
    for (const document of copies) expect(document).toMatchObject({ status: 'in review', deletable: false });
    for (const key of [submitted.kyc.frontImageKey, submitted.kyc.backImageKey])
      expect(documents.find((document) => document.key === key)).toMatchObject({
        status: 'in review',
        deletable: false,
      });
    expect(await readBack(meera, frontCopy)).toBe(`front of the ID of ${meera.email}`);
  });

  it('refuses to delete a submitted image or a review copy, and any write into the review folder', async () => {
    const { meera, meeraId, submitted, copies, frontCopy } = await submittedWithCopies();
    for (const key of [submitted.kyc.frontImageKey, submitted.kyc.backImageKey, ...copies.map((c) => c.key)])
      expectProblem(
        await call(meera, 'POST', routePath(apiRoutes.deleteDocument), { key }),
        409,
        documentMessages.submittedFile,
      );
    expectProblem(
      await call(meera, 'POST', routePath(apiRoutes.copyDocument), {
        sourceKey: submitted.kyc.frontImageKey,
        destinationKey: frontCopy,
      }),
      403,
    );
    expectProblem(
      await call(meera, 'POST', routePath(apiRoutes.copyDocument), {
        sourceKey: `private/${meeraId}/kyc/kyc-front/${crypto.randomUUID()}.jpg`,
        destinationKey: submitted.kyc.frontImageKey,
      }),
      409,
    );
    for (const [path, body] of [
      [routePath(apiRoutes.signUploadParts), { key: frontCopy, uploadId: 'x', partNumbers: [1] }],
      [routePath(apiRoutes.completeUpload), { key: frontCopy, uploadId: 'x', size: 1 }],
    ] as const)
      expectProblem(await call(meera, 'POST', path, body), 403);
  });

  it('shows the reviewer the copies, even after the person replaces the original', async () => {
    const { meera, meeraId, submitted, frontCopy, backCopy } = await submittedWithCopies();
    const reviewer = await signInAsReviewer();
    // Reads are filed under the UTC day they happen, which may be the next one by the time they are listed.
    const dayBefore = utcDate();
    // Even if the original changes after submit (written straight into S3 here), the copy stays.
    await putObject(submitted.kyc.frontImageKey, 'changed after submit');
    const response = await call(reviewer, 'GET', routePath(apiRoutes.getKycApplication, { userId: meeraId }));
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const application = ReviewApplicationSchema.parse(response.body);
    expect(new URL(application.frontImageUrl).pathname).toMatch(/\/kyc-review\/[^/]+\/front\.jpg$/);
    expect(await (await fetch(application.frontImageUrl)).text()).toBe(`front of the ID of ${meera.email}`);
    expect(await (await fetch(application.backImageUrl)).text()).toBe(`back of the ID of ${meera.email}`);

    // The reviewer opens a copy by its key too; another customer cannot.
    expect(await readBack(reviewer, backCopy)).toBe(`back of the ID of ${meera.email}`);
    expectProblem(await downloadUrl(asha, backCopy), 403);
    // Reviewers read review copies and profile pictures, never a customer's other files.
    expectProblem(await downloadUrl(reviewer, raviKey), 403);

    const reads = [];
    for (const day of new Set([dayBefore, utcDate()])) {
      const audit = await call(reviewer, 'GET', `${routePath(apiRoutes.listDocumentReads)}?date=${day}`);
      expect(audit.status, JSON.stringify(audit.body)).toBe(200);
      reads.push(...DocumentReadsSchema.parse(audit.body).reads.filter((read) => read.userId === meeraId));
    }
    expect(reads).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          key: frontCopy,
          via: 'application',
          reviewer: inject('stack').reviewer.email,
        }),
        expect.objectContaining({ key: backCopy, via: 'application' }),
        expect.objectContaining({ key: backCopy, via: 'download-url' }),
      ]),
    );
    expectProblem(await call(meera, 'GET', routePath(apiRoutes.listDocumentReads)), 403);
    expectProblem(
      await call(reviewer, 'GET', `${routePath(apiRoutes.listDocumentReads)}?date=23-11-2026`),
      400,
    );
  });

  it('frees the originals again after a rejection, but never the review copies', async () => {
    const { meera, meeraId, submitted, frontCopy } = await submittedWithCopies();
    const reviewer = await signInAsReviewer();
    const decided = await call(
      reviewer,
      'POST',
      routePath(apiRoutes.decideKycApplication, { userId: meeraId }),
      {
        decision: 'reject',
        reason: 'The front of the ID is blurred.',
      },
    );
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    expect(
      (await call(meera, 'POST', routePath(apiRoutes.deleteDocument), { key: submitted.kyc.frontImageKey }))
        .status,
    ).toBe(204);
    expectProblem(
      await call(meera, 'POST', routePath(apiRoutes.deleteDocument), { key: frontCopy }),
      409,
      documentMessages.submittedFile,
    );
  });

  it('deletes the copies when the submission is refused (an Aadhaar another account uses)', async () => {
    const { submitted } = await submittedWithCopies();
    const copycat = await signUpAndSignIn();
    const keys = kycImageKeys(userIdOf(copycat));
    await Promise.all([putObject(keys.front, 'f'), putObject(keys.back, 'b', 'image/png')]);
    const refused = await submit(
      copycat,
      accountSetupRequest(keys, { aadhaar: submitted.kyc.aadhaarNumber }),
    );
    expect(refused.status, JSON.stringify(refused.body)).toBe(409);
    const documents = await allDocuments(copycat, 100);
    expect(documents.map((document) => document.key).sort()).toEqual([keys.back, keys.front].sort());
  });
});

describe('the profile picture', () => {
  const startAvatar = (customer: SignedInCustomer, contentType: string, size: number) =>
    call(customer, 'POST', routePath(apiRoutes.startUpload), {
      purpose: 'avatar',
      fileName: 'me',
      contentType,
      size,
    });

  it('takes images of at most 5 MB only', async () => {
    expectProblem(await startAvatar(asha, 'application/pdf', 1000), 400);
    expectProblem(await startAvatar(asha, 'image/png', 5 * 1024 * 1024 + 1), 400);
  });

  it('is stored under protected/, set with PUT /me/avatar, shown by GET /me, readable by reviewers only', async () => {
    await call(asha, 'GET', routePath(apiRoutes.getMe));
    const picture = randomBytes(2000);
    const started = StartUploadResponseSchema.parse(
      (await startAvatar(asha, 'image/png', picture.length)).body,
    );
    if (started.mode !== 'single') throw new Error('expected a single PUT');
    expect(started.key).toMatch(new RegExp(`^protected/${ashaId}/avatar/[0-9a-f-]{36}\\.png$`));
    expect(
      (await fetch(started.url, { method: 'PUT', headers: started.headers, body: picture })).status,
    ).toBe(200);
    expect(
      (
        await call(asha, 'POST', routePath(apiRoutes.completeUpload), {
          key: started.key,
          size: picture.length,
        })
      ).status,
    ).toBe(200);

    // Only one's own avatar upload can become the picture.
    expectProblem(await call(asha, 'PUT', routePath(apiRoutes.setAvatar), { key: ashaKeys[0] }), 403);
    const set = await call(asha, 'PUT', routePath(apiRoutes.setAvatar), { key: started.key });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(AvatarSchema.parse(set.body).avatarKey).toBe(started.key);

    const profile = ProfileSchema.parse((await call(asha, 'GET', routePath(apiRoutes.getMe))).body);
    expect(profile.avatarKey).toBe(started.key);
    expect(Buffer.from(await (await fetch(profile.avatarUrl ?? '')).arrayBuffer()).equals(picture)).toBe(
      true,
    );

    const reviewer = await signInAsReviewer();
    expect((await downloadUrl(reviewer, started.key)).status).toBe(200);
    expectProblem(await downloadUrl(ravi, started.key), 403);

    // Deleting the file forgets it as the picture.
    expect((await call(asha, 'POST', routePath(apiRoutes.deleteDocument), { key: started.key })).status).toBe(
      204,
    );
    expect(
      ProfileSchema.parse((await call(asha, 'GET', routePath(apiRoutes.getMe))).body).avatarKey,
    ).toBeUndefined();
  });
});

describe('the name a person chose for a file', () => {
  const PART = 5_242_880;
  let priya: SignedInCustomer;

  beforeAll(async () => {
    priya = await signUpAndSignIn();
  });

  const start = async (fileName: string, contentType: string, size: number) => {
    const response = await call(priya, 'POST', routePath(apiRoutes.startUpload), {
      purpose: 'other',
      fileName,
      contentType,
      size,
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return StartUploadResponseSchema.parse(response.body);
  };

  /** One presigned PUT with the headers the API returned, as the browser's upload manager sends it. */
  async function uploadWhole(fileName: string, file: Buffer, contentType = 'image/jpeg') {
    const started = await start(fileName, contentType, file.length);
    if (started.mode !== 'single') throw new Error('expected a single PUT');
    const put = await fetch(started.url, {
      method: 'PUT',
      headers: started.headers,
      body: new Uint8Array(file),
    });
    expect(put.status).toBe(200);
    const completed = await call(priya, 'POST', routePath(apiRoutes.completeUpload), {
      key: started.key,
      size: file.length,
    });
    expect(completed.status, JSON.stringify(completed.body)).toBe(200);
    return started;
  }

  const nameOf = async (key: string) =>
    (await allDocuments(priya, 50)).find((document) => document.key === key)?.name;

  it('is shown for a file sent in one PUT, which signs and sends it as metadata', async () => {
    const started = await uploadWhole('Aadhaar – front (Asha).jpg', randomBytes(1000));
    if (started.mode !== 'single') throw new Error('expected a single PUT');
    const encoded = encodeURIComponent('Aadhaar – front (Asha).jpg');
    expect(started.headers).toEqual({ 'content-type': 'image/jpeg', 'x-amz-meta-original-name': encoded });
    expect(new URL(started.url).searchParams.get('X-Amz-SignedHeaders')?.split(';')).toContain(
      'x-amz-meta-original-name',
    );
    // Not in the URL: the browser sends the header, which S3 then checks against the signature.
    expect(new URL(started.url).searchParams.has('x-amz-meta-original-name')).toBe(false);
    expect(started.key).not.toContain('Aadhaar');
    expect(await nameOf(started.key)).toBe('Aadhaar – front (Asha).jpg');
    // The local S3 keeps it and gives it back, as S3 does.
    const link = DownloadUrlResponseSchema.parse((await downloadUrl(priya, started.key)).body).url;
    expect((await fetch(link)).headers.get('x-amz-meta-original-name')).toBe(encoded);
  });

  it('is shown for a file sent in parts, once the upload completes', async () => {
    const file = randomBytes(PART + 1000);
    const started = await start('bank statement 2026 🙂.pdf', 'application/pdf', file.length);
    if (started.mode !== 'multipart') throw new Error('expected multipart');
    expect(await nameOf(started.key)).toBe('Document.pdf');
    const parts = [];
    for (const partNumber of [1, 2]) {
      const signed = await call(priya, 'POST', routePath(apiRoutes.signUploadParts), {
        key: started.key,
        uploadId: started.uploadId,
        partNumbers: [partNumber],
      });
      const url = SignPartsResponseSchema.parse(signed.body).urls[0]?.url ?? '';
      const body = new Uint8Array(file.subarray((partNumber - 1) * PART, partNumber * PART));
      const put = await fetch(url, { method: 'PUT', body });
      expect(put.status).toBe(200);
      parts.push({ partNumber, etag: put.headers.get('etag') ?? '' });
    }
    const completed = await call(priya, 'POST', routePath(apiRoutes.completeUpload), {
      key: started.key,
      uploadId: started.uploadId,
      parts,
      size: file.length,
    });
    expect(completed.status, JSON.stringify(completed.body)).toBe(200);
    expect(await nameOf(started.key)).toBe('bank statement 2026 🙂.pdf');
  });

  it('stores a nasty name safely and shows it sensibly: no separators or control characters, shortened', async () => {
    const nasty = `🙂 ../..\\etc/passwd\u0000\r\n\u202E${'x'.repeat(300)}.jpg`;
    const started = await uploadWhole(nasty, randomBytes(500));
    expect(started.key).toMatch(new RegExp(`^private/${userIdOf(priya)}/other/[0-9a-f-]{36}\\.jpg$`));
    const name = await nameOf(started.key);
    expect(name).toBe(`🙂 .._.._etc_passwd ${'x'.repeat(96)}….jpg`);
    expect(name).not.toMatch(/[/\\\p{Cc}\u202E]/u);
  });

  it('goes with a copy of the file', async () => {
    const started = await uploadWhole('PAN card.png', randomBytes(700), 'image/png');
    const destinationKey = `private/${userIdOf(priya)}/other/${crypto.randomUUID()}.png`;
    const copied = await call(priya, 'POST', routePath(apiRoutes.copyDocument), {
      sourceKey: started.key,
      destinationKey,
    });
    expect(copied.status, JSON.stringify(copied.body)).toBe(200);
    expect(await nameOf(destinationKey)).toBe('PAN card.png');
  });
});
