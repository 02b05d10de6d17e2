/** POST /ops/kyc/applications/{userId}/decision — approve, or reject with a reason (recorded, final). */
import { reviewStore } from '../adapters/kyc-review-repository';
import { emailOfUser } from '../adapters/user-directory';
import { ReviewDecisionRequestSchema } from '../contract/kyc-review';
import { decideApplication } from '../domain/kyc/review-decision';
import { reviewerOf } from '../domain/kyc/reviewer';
import { userRoute } from '../http/api-handler';
import { parseBody } from '../http/request-body';
import { customerIdParameter } from '../http/request-parameters';
import { json } from '../http/responses';

export const handler = userRoute('reviewer', async ({ caller, event }) => {
  const userId = customerIdParameter(event);
  const request = parseBody(event, ReviewDecisionRequestSchema);
  const reviewer = await reviewerOf(caller, emailOfUser);
  return json(
    await decideApplication(reviewer, userId, request, { store: reviewStore, now: () => new Date() }),
  );
});
