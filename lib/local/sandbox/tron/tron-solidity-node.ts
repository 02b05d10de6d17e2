/**
 * The solidity node's account and transaction reads over the sandbox chain, in java-tron's HTTP shapes
 * (tronprotocol docs, api/http/account/getaccount.md and block-and-tx-query/gettransactionbyid.md): what
 * the chain says as of its newest solidified block, as tronweb's `trx.getAccount`, `trx.getBalance` and
 * `trx.getConfirmedTransaction` read it.
 *
 *   GET|POST /walletsolidity/getaccount { address, visible? }      the account's TRX in sun as of the
 *        solidified block (a fee burnt in a block above it is not yet taken); `{}` for an account never
 *        activated, and `balance` left out at zero, as the node leaves out a protobuf default (TRX
 *        from the sandbox's faucet is in no block: it is in the solidified balance at once)
 *   GET|POST /walletsolidity/gettransactionbyid { value }          the transaction once its block is
 *        solidified, with its `ret`; `{}` before, or for a transaction in no block
 *
 * The full node's counterparts are in tron-full-node.ts.
 */
import type { ServerResponse } from 'node:http';
import { tronAccountHex, tronAddressFromHex } from '../../../../lambdas/local-twin';
import { type SandboxRequest, sendJson } from '../sandbox-server';
import { isNodeMethod, nodeFields, UNPARSABLE } from './node-request';
import type { TronSandboxChain } from './tron-chain';
import { transactionOf } from './tron-full-node';

function account(chain: TronSandboxChain, request: SandboxRequest, response: ServerResponse) {
  const fields = nodeFields(request);
  if (!fields) return sendJson(response, 200, UNPARSABLE);
  // An omitted address is the empty address: no account.
  if (fields.address === undefined || fields.address === '') return sendJson(response, 200, {});
  const holder = typeof fields.address === 'string' ? tronAddressFromHex(fields.address) : undefined;
  if (!holder)
    return sendJson(response, 200, {
      Error: `class org.tron.core.services.http.JsonFormat$ParseException : INVALID address ${String(fields.address)}`,
    });
  const balance = chain.solidifiedTrxBalance(holder);
  if (balance === 0n) return sendJson(response, 200, {});
  sendJson(response, 200, {
    address: fields.visible === true ? holder : `41${tronAccountHex(holder)}`,
    balance: Number(balance),
  });
}

function transaction(chain: TronSandboxChain, request: SandboxRequest, response: ServerResponse) {
  const fields = nodeFields(request);
  if (!fields) return sendJson(response, 200, UNPARSABLE);
  const sent = typeof fields.value === 'string' ? chain.broadcastById(fields.value) : undefined;
  const solidified = sent?.blockNumber !== undefined && sent.blockNumber <= chain.solidifiedHeight;
  sendJson(response, 200, sent && solidified ? transactionOf(sent) : {});
}

/** Answers the solidity node's account and transaction paths; false for any other request. */
export function handleSolidityNodeApi(
  chain: TronSandboxChain,
  request: SandboxRequest,
  response: ServerResponse,
): boolean {
  if (!isNodeMethod(request)) return false;
  switch (request.url.pathname) {
    case '/walletsolidity/getaccount':
      account(chain, request, response);
      return true;
    case '/walletsolidity/gettransactionbyid':
      transaction(chain, request, response);
      return true;
    default:
      return false;
  }
}
