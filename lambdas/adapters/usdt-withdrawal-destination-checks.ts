/**
 * The real parts of the withdrawal-destination rule (withdrawal-destination.ts), shared by the address
 * book, the withdrawal request and the sender: the deposit-address owners in the accounts table, the
 * house's addresses (TRON_HOUSE_ADDRESSES), the USDT contract (USDT_TRC20_CONTRACT) and TronGrid's
 * getcontract (TRON_API_URL).
 */
import { ServiceUnavailableError } from '../domain/errors';
import type { DestinationChecks } from '../domain/usdt-withdrawals/withdrawal-destination';
import { houseAddressesFromEnvironment } from './chain-watch-dependencies';
import { depositAddressRepository } from './deposit-address-repository';
import { tronGridOptionsFromEnvironment, usdtContractFromEnvironment } from './tron/trongrid-chain';
import { tronGridContractLookup } from './tron/trongrid-contract-lookup';

export function destinationChecksFromEnvironment(env: NodeJS.ProcessEnv = process.env): DestinationChecks {
  const contracts = tronGridContractLookup(tronGridOptionsFromEnvironment(env));
  return {
    depositAddressOwner: (address) => depositAddressRepository.ownerOf(address),
    houseAddresses: async () => [...houseAddressesFromEnvironment(env)],
    usdtContract: usdtContractFromEnvironment(env),
    isContract: async (address) => {
      try {
        return await contracts.isContract(address);
      } catch (error) {
        // An address nobody could look up is neither a wallet nor a contract: refuse for now, in words
        // that say it is not the customer's mistake (a 503, not a 500).
        throw new ServiceUnavailableError(TRON_UNREACHABLE, { cause: error });
      }
    },
  };
}

export const TRON_UNREACHABLE =
  'We could not check this address on the TRON network just now. Nothing was saved or sent; please try again in a few minutes.';
