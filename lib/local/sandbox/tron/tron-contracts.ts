/**
 * The sandbox chain's smart contracts as the full node describes them (tronprotocol docs,
 * api/http/smart-contract/getcontract.md; java-tron's GetContractServlet):
 *
 *   GET|POST /wallet/getcontract { value, visible? }   the contract's SmartContract: origin_address,
 *        contract_address, abi { entrys }, bytecode, name, origin_energy_limit, code_hash; `{}` for an
 *        address holding no contract (an account, or nothing), as TRON answers. GET reads the query.
 *
 * The contracts the sandbox knows are its token contracts: its USDT, the fake "USDT", and any other
 * contract a control transfer named as its token. Each is a TRC20 token with the standard ABI, written
 * as java-tron writes an ABI (capitalised types and state mutability). Addresses come back as 41-hex,
 * or in base58 with `visible: true`; a `value` that is not an address of the chosen form is an `Error`,
 * as the node answers a parse failure.
 */
import type { ServerResponse } from 'node:http';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { isTronAddress, tronAccountHex, tronAddressFromHex } from '../../../../lambdas/local-twin';
import { type SandboxRequest, sendJson } from '../sandbox-server';
import {
  SANDBOX_FAKE_USDT,
  SANDBOX_USDT,
  sandboxAddress,
  type TronSandboxChain,
  tokenOf,
} from './tron-chain';

/** Who deployed the sandbox's token contracts. */
const SANDBOX_DEPLOYER = sandboxAddress('token-deployer');
/** Mainnet's USDT contract was deployed with this energy limit. */
const ORIGIN_ENERGY_LIMIT = 10_000_000;
/** A stand-in for a token's deployment bytecode: the sandbox runs no EVM, so only its form matters. */
const STAND_IN_BYTECODE = '608060405234801561001057600080fd5b50';

const input = (name: string, type: string, indexed?: boolean) => ({
  ...(indexed === undefined ? {} : { indexed }),
  name,
  type,
});

/** The TRC20 interface (TIP-20), as a java-tron node writes a contract's ABI. */
const TRC20_ABI = {
  entrys: [
    {
      outputs: [{ type: 'string' }],
      constant: true,
      name: 'name',
      stateMutability: 'View',
      type: 'Function',
    },
    {
      outputs: [{ type: 'string' }],
      constant: true,
      name: 'symbol',
      stateMutability: 'View',
      type: 'Function',
    },
    {
      outputs: [{ type: 'uint8' }],
      constant: true,
      name: 'decimals',
      stateMutability: 'View',
      type: 'Function',
    },
    {
      outputs: [{ type: 'uint256' }],
      constant: true,
      name: 'totalSupply',
      stateMutability: 'View',
      type: 'Function',
    },
    {
      outputs: [{ type: 'uint256' }],
      constant: true,
      inputs: [input('who', 'address')],
      name: 'balanceOf',
      stateMutability: 'View',
      type: 'Function',
    },
    {
      outputs: [{ type: 'uint256' }],
      constant: true,
      inputs: [input('owner', 'address'), input('spender', 'address')],
      name: 'allowance',
      stateMutability: 'View',
      type: 'Function',
    },
    {
      outputs: [{ type: 'bool' }],
      inputs: [input('to', 'address'), input('value', 'uint256')],
      name: 'transfer',
      stateMutability: 'Nonpayable',
      type: 'Function',
    },
    {
      outputs: [{ type: 'bool' }],
      inputs: [input('from', 'address'), input('to', 'address'), input('value', 'uint256')],
      name: 'transferFrom',
      stateMutability: 'Nonpayable',
      type: 'Function',
    },
    {
      outputs: [{ type: 'bool' }],
      inputs: [input('spender', 'address'), input('value', 'uint256')],
      name: 'approve',
      stateMutability: 'Nonpayable',
      type: 'Function',
    },
    {
      inputs: [
        input('from', 'address', true),
        input('to', 'address', true),
        input('value', 'uint256', false),
      ],
      name: 'Transfer',
      type: 'Event',
    },
    {
      inputs: [
        input('owner', 'address', true),
        input('spender', 'address', true),
        input('value', 'uint256', false),
      ],
      name: 'Approval',
      type: 'Event',
    },
  ],
};

/** The base58 addresses of the contracts on the sandbox chain. */
export function sandboxContracts(chain: TronSandboxChain): Set<string> {
  const known = new Set([SANDBOX_USDT.address, SANDBOX_FAKE_USDT.address]);
  for (const transfer of chain.transfers()) known.add(transfer.contract);
  return known;
}

/** True when a contract, not an account, lives at the address on the sandbox chain. */
export function isSandboxContract(chain: TronSandboxChain, address: string): boolean {
  const account = tronAccountHex(address);
  return [...sandboxContracts(chain)].some((contract) => tronAccountHex(contract) === account);
}

function smartContract(contract: string, visible: boolean) {
  const written = (address: string) => (visible ? address : `41${tronAccountHex(address)}`);
  const token = tokenOf(contract);
  return {
    origin_address: written(SANDBOX_DEPLOYER),
    contract_address: written(contract),
    abi: TRC20_ABI,
    bytecode: STAND_IN_BYTECODE,
    consume_user_resource_percent: 100,
    name: token.symbol === 'USDT' ? 'TetherToken' : 'SandboxToken',
    origin_energy_limit: ORIGIN_ENERGY_LIMIT,
    code_hash: Buffer.from(keccak_256(new TextEncoder().encode(`${STAND_IN_BYTECODE}:${contract}`))).toString(
      'hex',
    ),
  };
}

function query(request: SandboxRequest): { value?: unknown; visible?: unknown } | undefined {
  if (request.method === 'GET')
    return {
      value: request.url.searchParams.get('value') ?? undefined,
      visible: request.url.searchParams.get('visible') === 'true',
    };
  try {
    const body = request.body.length === 0 ? {} : request.json();
    return typeof body === 'object' && body !== null ? body : undefined;
  } catch {
    return undefined;
  }
}

function getContract(chain: TronSandboxChain, request: SandboxRequest, response: ServerResponse) {
  const asked = query(request);
  if (!asked) return sendJson(response, 200, { Error: 'class org.tron.json.JSONException : invalid JSON' });
  const visible = asked.visible === true;
  const value = typeof asked.value === 'string' ? asked.value : '';
  // An omitted value looks up empty bytes: nothing is there.
  if (value === '') return sendJson(response, 200, {});
  const wellFormed = visible ? isTronAddress(value) : /^41[0-9a-fA-F]{40}$/.test(value);
  if (!wellFormed)
    return sendJson(response, 200, {
      Error: visible
        ? `class java.lang.IllegalArgumentException : Invalid address ${value}`
        : `class org.tron.core.services.http.JsonFormat$ParseException : ${value} is not hex`,
    });
  const contract = tronAddressFromHex(value);
  if (!contract || !isSandboxContract(chain, contract)) return sendJson(response, 200, {});
  const known = [...sandboxContracts(chain)].find(
    (each) => tronAccountHex(each) === tronAccountHex(contract),
  ) as string;
  sendJson(response, 200, smartContract(known, visible));
}

/** Answers /wallet/getcontract; false for any other request. */
export function handleContractApi(
  chain: TronSandboxChain,
  request: SandboxRequest,
  response: ServerResponse,
): boolean {
  if (request.url.pathname !== '/wallet/getcontract') return false;
  if (request.method !== 'GET' && request.method !== 'POST') return false;
  getContract(chain, request, response);
  return true;
}
