/**
 * Whether a smart contract lives at an address, from the full node's `POST /wallet/getcontract`
 * (`{ value, visible }`; tronprotocol docs, api/http/smart-contract/getcontract.md): the contract's
 * SmartContract (with its `contract_address`) when one does, `{}` when none does, an `Error` field when
 * the node could not read the address. Only an answer naming a contract says yes; an `Error` is no answer
 * at all, so it throws rather than let an unread address pass as a wallet.
 */
import * as z from 'zod/mini';
import { parseTronGrid, TronGridError, type TronGridOptions, tronGridClient } from './trongrid-client';

const contractAnswer = z.looseObject({
  contract_address: z.optional(z.string()),
  Error: z.optional(z.string()),
});

export function tronGridContractLookup(options: TronGridOptions) {
  const client = tronGridClient(options);
  return {
    async isContract(address: string): Promise<boolean> {
      const answer = parseTronGrid(
        contractAnswer,
        await client.post('/wallet/getcontract', { value: address, visible: true }),
        'The contract lookup',
      );
      if (answer.Error !== undefined) throw new TronGridError(`The node could not look up ${address}`);
      return answer.contract_address !== undefined && answer.contract_address !== '';
    },
  };
}
