/**
 * The money routes sent amounts their schemas accept but the product must not: nothing, one paisa
 * under the minimum, one paisa over the maximum, the smallest and the largest USDT amounts a field can
 * hold. The caller is a verified customer with INR and a PIN, so each refusal is about the amount
 * alone: a 4xx problem+json that says so, nothing written anywhere, every service still answering.
 * The limits themselves are accepted, so the edge is where the product says it is.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { type ApiRouteName, routeNamed } from '../../../contract/routes';
import { type Buyer, buyerWith, holdPrice } from '../../support/buying';
import { expectEveryServiceAnswers } from '../../support/local-services';
import { describeAnswer, refusalFaults } from '../../support/route-security/answer-faults';
import {
  bearer,
  describeRequest,
  type RouteRequest,
  requestFromSample,
  sendRouteRequest,
} from '../../support/route-security/route-requests';
import { sampleRequestOf } from '../../support/route-security/sample-requests';
import { storeChanges, takeStoreDigest } from '../../support/route-security/store-digest';

interface AmountEdge {
  route: ApiRouteName;
  /** Where the amount goes: a body field or a query parameter. */
  field: { body: string } | { query: string };
  refused: readonly string[];
  /** The limit itself, which the route accepts. */
  accepted: string;
}

const edges: readonly AmountEdge[] = [
  {
    route: 'createBuyQuote',
    field: { body: 'spendInr' },
    refused: ['0', '0.00', '99.99', '200000.01', '999999999.99'],
    accepted: '100.00',
  },
  {
    route: 'createBuyQuote',
    field: { body: 'receiveUsdt' },
    refused: ['0', '0.000001', '999999999.999999'],
    accepted: '10',
  },
  {
    route: 'getCardDepositQuote',
    field: { query: 'amount' },
    refused: ['0', '99.99', '100000.01', '999999999.99'],
    accepted: '100000.00',
  },
  {
    route: 'createCardDeposit',
    field: { body: 'amount' },
    refused: ['0', '0.00', '99.99', '100000.01', '999999999.99'],
    accepted: '100.00',
  },
];

function requestWithAmount(edge: AmountEdge, amount: string, customer: Buyer): RouteRequest {
  const route = routeNamed(edge.route);
  const request = requestFromSample(sampleRequestOf(route), bearer(customer.accessToken));
  return {
    ...request,
    ...('body' in edge.field
      ? { body: JSON.stringify({ [edge.field.body]: amount }) }
      : { rawQuery: `${edge.field.query}=${encodeURIComponent(amount)}` }),
    // A money-moving route needs a key (a fresh one each time, so no answer is a replay), and a card
    // payment the app's origin to bring the browser back to, as the app sends them.
    headers: { 'idempotency-key': randomUUID(), origin: new URL(inject('stack').appUrl).origin },
  };
}

describe('money routes at the edges of their amounts', () => {
  let customer: Buyer;
  beforeAll(async () => {
    await holdPrice('88.42');
    customer = await buyerWith('1000');
  });

  it.each(edges.map((edge) => [`${edge.route} ${JSON.stringify(edge.field)}`, edge] as const))(
    '%s refuses amounts outside its limits and writes nothing',
    async (_, edge) => {
      const before = await takeStoreDigest();
      for (const amount of edge.refused) {
        const request = requestWithAmount(edge, amount, customer);
        const answer = await sendRouteRequest(request);
        const faults = refusalFaults(answer);
        expect(
          faults,
          `${edge.route} with ${amount}\n  request: ${describeRequest(request)}\n  answer: ${describeAnswer(answer)}`,
        ).toEqual([]);
        expect(answer.status, `${edge.route} with ${amount}: ${describeAnswer(answer)}`).toBe(400);
      }
      expect(storeChanges(before, await takeStoreDigest()), `${edge.route} wrote to the stores`).toEqual([]);
      await expectEveryServiceAnswers();
    },
  );

  it.each(edges.map((edge) => [`${edge.route} ${JSON.stringify(edge.field)}`, edge] as const))(
    '%s accepts the limit itself',
    async (_, edge) => {
      const answer = await sendRouteRequest(requestWithAmount(edge, edge.accepted, customer));
      expect(answer.status, describeAnswer(answer)).toBeLessThan(300);
    },
  );
});
