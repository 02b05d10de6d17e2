/**
 * The real parts of the withdrawal-destination rule (withdrawal-destination.ts), shared by the address
 * book, the withdrawal request and the sender: the deposit-address owners in the accounts table, the
 * house's addresses (TRON_HOUSE_ADDRESSES), the USDT contract (USDT_TRC20_CONTRACT) and TronGrid's
 * getcontract (TRON_API_URL).
 */
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
    isContract: (address) => contracts.isContract(address),
  };
}
