/**
 * TRON's official client (`tronweb` 6.5.1), unchanged but for its base URL, against the TRON sandbox:
 * every call the wallet makes or a person trying it would make answers in the shape java-tron's HTTP API
 * documents (github.com/tronprotocol/documentation-en, docs/api/http) and TronGrid's v1 API documents
 * (developers.tron.network/reference), read through tronweb as a TRON developer reads it. Blocks are
 * mined through the sandbox's control API, as a person does; the chain's time is a clock the test holds,
 * as the local stack's one clock is, so every timestamp is known.
 */
import { TronWeb, utils as tronUtils } from 'tronweb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tronAccountHex } from '../../../../lambdas/local-twin';
import { type SandboxServer, startSandboxServer } from '../../../../lib/local/sandbox/sandbox-server';
import { SANDBOX_USDT, SOLIDIFY_CONFIRMATIONS } from '../../../../lib/local/sandbox/tron/tron-chain';
import { tronModule } from '../../../../lib/local/sandbox/tron/tron-module';

/** TRON makes a block every 3 seconds. */
const BLOCK_MS = 3_000;
const HOUR_MS = 3_600_000;

let clockMs = Date.parse('2026-12-01T04:30:00.000Z');
let server: SandboxServer;
let tron: ReturnType<typeof tronModule>;
let tronWeb: TronWeb;
let holder: { privateKey: string; base58: string; hex: string };

const hexOf = (address: string) => `41${tronAccountHex(address)}`;

async function control(path: string, body: unknown) {
  const answer = await fetch(`${server.url}/sandbox/tron${path}`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  });
  expect(answer.status, await answer.clone().text()).toBe(200);
  return (await answer.json()) as Record<string, unknown>;
}

const mine = (blocks: number) => control('/mine', { blocks });

function newAccount() {
  const account = tronUtils.accounts.generateAccount();
  return { privateKey: account.privateKey, base58: account.address.base58, hex: account.address.hex };
}

/** A signed USDT transfer from the holder, built by the node as tronweb asks it to. */
async function signedTransfer(to: string, amountMicro: number) {
  const built = await tronWeb.transactionBuilder.triggerSmartContract(
    SANDBOX_USDT.address,
    'transfer(address,uint256)',
    { feeLimit: 30_000_000 },
    [
      { type: 'address', value: to },
      { type: 'uint256', value: amountMicro },
    ],
    holder.base58,
  );
  return { built, signed: await tronWeb.trx.sign(built.transaction) };
}

/** A block as java-tron's getnowblock/getblockbynum documents it. */
const documentedBlock = (number: number) => ({
  blockID: expect.stringMatching(new RegExp(`^${number.toString(16).padStart(16, '0')}[0-9a-f]{48}$`)),
  block_header: {
    raw_data: {
      number,
      txTrieRoot: expect.stringMatching(/^[0-9a-f]{64}$/),
      witness_address: expect.stringMatching(/^41[0-9a-f]{40}$/),
      parentHash: expect.stringMatching(/^[0-9a-f]{64}$/),
      version: expect.any(Number),
      timestamp: expect.any(Number),
    },
    witness_signature: expect.any(String),
  },
});

const timestampOf = (block: { block_header: { raw_data: { timestamp: number } } }) =>
  block.block_header.raw_data.timestamp;

beforeAll(async () => {
  holder = newAccount();
  // Not the hot wallet: that one opens with TRX staked for energy, and this holder pays its fees in
  // burnt TRX, so the figures below show the fee as a sender without a stake pays it.
  tron = tronModule({ blockIntervalMs: 0, now: () => clockMs });
  server = await startSandboxServer({
    port: 0,
    modules: [tron],
    log: () => {},
  });
  tronWeb = new TronWeb({ fullHost: server.url, privateKey: holder.privateKey });
  await control('/fund', { address: holder.base58, trx: '10000', usdt: '100000' });
  // The holder's opening USDT is in a block of its own: solidify it.
  await mine(SOLIDIFY_CONFIRMATIONS);
});
afterAll(() => server.stop());

describe('tronweb against the TRON sandbox: blocks', () => {
  it('trx.getCurrentBlock: the newest block', async () => {
    const { height } = await mine(1);
    expect(await tronWeb.trx.getCurrentBlock()).toMatchObject(documentedBlock(height as number));
  });

  it('trx.getConfirmedCurrentBlock: the newest solidified block, 19 below the head', async () => {
    const { height } = await mine(1);
    expect(await tronWeb.trx.getConfirmedCurrentBlock()).toMatchObject(
      documentedBlock((height as number) - SOLIDIFY_CONFIRMATIONS),
    );
  });

  it("trx.getBlock('latest'), getBlock(n) and getBlockByNumber(n): the same block", async () => {
    const { height } = (await mine(1)) as { height: number };
    const latest = await tronWeb.trx.getBlock('latest');
    expect(latest).toMatchObject(documentedBlock(height));
    expect(await tronWeb.trx.getBlock(height - 1)).toMatchObject(documentedBlock(height - 1));
    expect(await tronWeb.trx.getBlockByNumber(height)).toEqual(latest);
  });

  it('trx.getBlockByNumber above the head: "Block not found" (the node answers {})', async () => {
    const { height } = (await mine(1)) as { height: number };
    await expect(tronWeb.trx.getBlockByNumber(height + 1)).rejects.toThrow('Block not found');
  });

  it('trx.getBlockByHash: the block its blockID names', async () => {
    const { height } = (await mine(1)) as { height: number };
    const block = await tronWeb.trx.getBlockByNumber(height - 2);
    expect(await tronWeb.trx.getBlockByHash(block.blockID)).toEqual(block);
  });

  it('trx.getBlockRange: the blocks from start to end, each as getblockbynum answers it', async () => {
    const { height } = (await mine(3)) as { height: number };
    const range = await tronWeb.trx.getBlockRange(height - 2, height);
    expect(range.map((each) => each.block_header.raw_data.number)).toEqual([height - 2, height - 1, height]);
    expect(range[2]).toEqual(await tronWeb.trx.getBlockByNumber(height));
  });

  it('isConnected: the full node and the solidity node answer their newest block', async () => {
    const connected = await tronWeb.isConnected();
    expect(connected).toMatchObject({ fullNode: true, solidityNode: true });
  });

  it('empty blocks advance the chain’s time, 3 s a block, each block keeping its time', async () => {
    const { height: before } = (await mine(1)) as { height: number };
    const start = timestampOf(await tronWeb.trx.getBlockByNumber(before));
    const { height } = (await mine(3)) as { height: number };
    expect(height).toBe(before + 3);
    const times = [];
    for (let number = before; number <= height; number++)
      times.push(timestampOf(await tronWeb.trx.getBlockByNumber(number)));
    expect(times).toEqual([start, start + BLOCK_MS, start + 2 * BLOCK_MS, start + 3 * BLOCK_MS]);
    // Each block's parent is the block before it.
    const [parent, child] = [
      await tronWeb.trx.getBlockByNumber(height - 1),
      await tronWeb.trx.getBlockByNumber(height),
    ];
    expect(child.block_header.raw_data.parentHash).toBe(parent.blockID);
  });

  it('follows the stack’s clock: a block made after the clock moved an hour carries the moved time, and older blocks keep theirs', async () => {
    const { height: before } = (await mine(1)) as { height: number };
    const earlier = timestampOf(await tronWeb.trx.getBlockByNumber(before));
    clockMs = Math.max(clockMs, earlier) + HOUR_MS;
    const { height } = (await mine(2)) as { height: number };
    expect(timestampOf(await tronWeb.trx.getBlockByNumber(height - 1))).toBe(clockMs);
    expect(timestampOf(await tronWeb.trx.getBlockByNumber(height))).toBe(clockMs + BLOCK_MS);
    expect(timestampOf(await tronWeb.trx.getBlockByNumber(before))).toBe(earlier);
  });
  it('a running chain makes a block every 3 s of the clock, and the blocks of the time the clock skipped', async () => {
    const head = await tronWeb.trx.getCurrentBlock();
    const headTime = timestampOf(head);
    clockMs = headTime + BLOCK_MS - 1;
    tron.chain.makeDueBlocks();
    expect((await tronWeb.trx.getCurrentBlock()).blockID).toBe(head.blockID);
    clockMs = headTime + 10 * BLOCK_MS + 1_000;
    tron.chain.makeDueBlocks();
    const made = await tronWeb.trx.getCurrentBlock();
    expect(made.block_header.raw_data.number).toBe(head.block_header.raw_data.number + 10);
    expect(timestampOf(made)).toBe(headTime + 10 * BLOCK_MS);
  });
  it('a running chain ahead of the clock (the clock put back) still makes a block every 3 s of the clock, 3 s after its head', async () => {
    const head = await tronWeb.trx.getCurrentBlock();
    clockMs = timestampOf(head) - HOUR_MS;
    tron.chain.makeDueBlocks();
    clockMs += BLOCK_MS - 1;
    tron.chain.makeDueBlocks();
    expect((await tronWeb.trx.getCurrentBlock()).blockID).toBe(head.blockID);
    clockMs += 1;
    tron.chain.makeDueBlocks();
    const made = await tronWeb.trx.getCurrentBlock();
    expect(made.block_header.raw_data.number).toBe(head.block_header.raw_data.number + 1);
    expect(timestampOf(made)).toBe(timestampOf(head) + BLOCK_MS);
  });
});

describe('tronweb against the TRON sandbox: accounts and the chain', () => {
  it('trx.getAccount (solidified): the holder’s TRX in sun, its address in hex', async () => {
    const account = await tronWeb.trx.getAccount(holder.base58);
    expect(account).toMatchObject({ address: holder.hex.toLowerCase(), balance: 10_000_000_000 });
  });

  it('trx.getBalance and getUnconfirmedBalance: the TRX in sun', async () => {
    expect(await tronWeb.trx.getBalance(holder.base58)).toBe(10_000_000_000);
    expect(await tronWeb.trx.getUnconfirmedBalance(holder.base58)).toBe(10_000_000_000);
  });

  it('trx.getAccount and getUnconfirmedAccount of an account never activated: {} (balance 0)', async () => {
    const stranger = newAccount();
    expect(await tronWeb.trx.getAccount(stranger.base58)).toEqual({});
    expect(await tronWeb.trx.getUnconfirmedAccount(stranger.base58)).toEqual({});
    expect(await tronWeb.trx.getBalance(stranger.base58)).toBe(0);
  });

  it('trx.getAccountResources: the network’s energy and bandwidth totals for the account', async () => {
    const resources = await tronWeb.trx.getAccountResources(holder.base58);
    expect(resources).toMatchObject({
      freeNetLimit: expect.any(Number),
      TotalNetLimit: expect.any(Number),
      TotalNetWeight: expect.any(Number),
      TotalEnergyLimit: expect.any(Number),
      TotalEnergyWeight: expect.any(Number),
    });
  });

  it('trx.getChainParameters: the energy and bandwidth prices in sun', async () => {
    const parameters = await tronWeb.trx.getChainParameters();
    expect(parameters).toEqual(
      expect.arrayContaining([
        { key: 'getTransactionFee', value: 1_000 },
        { key: 'getEnergyFee', value: 100 },
      ]),
    );
  });

  it('address helpers agree with the sandbox’s addresses', () => {
    expect(TronWeb.isAddress(SANDBOX_USDT.address)).toBe(true);
    expect(TronWeb.address.toHex(SANDBOX_USDT.address)).toBe(hexOf(SANDBOX_USDT.address));
    expect(TronWeb.address.fromHex(hexOf(SANDBOX_USDT.address))).toBe(SANDBOX_USDT.address);
    expect(tronWeb.address.fromPrivateKey(holder.privateKey)).toBe(holder.base58);
  });
});

describe('tronweb against the TRON sandbox: the USDT contract', () => {
  it('trx.getContract: the USDT contract’s address, name and ABI', async () => {
    const contract = await tronWeb.trx.getContract(SANDBOX_USDT.address);
    expect(contract).toMatchObject({
      contract_address: hexOf(SANDBOX_USDT.address),
      origin_address: expect.stringMatching(/^41[0-9a-f]{40}$/),
      name: 'TetherToken',
      bytecode: expect.stringMatching(/^([0-9a-f]{2})+$/),
      abi: {
        entrys: expect.arrayContaining([expect.objectContaining({ name: 'transfer', type: 'Function' })]),
      },
    });
    expect(TronWeb.address.fromHex(contract.contract_address)).toBe(SANDBOX_USDT.address);
  });

  it('trx.getContract of an address with no contract: {} (the node finds none), so contract().at refuses it', async () => {
    const account = newAccount().base58;
    expect(await tronWeb.trx.getContract(account)).toEqual({});
    await expect(tronWeb.contract().at(account)).rejects.toThrow('Unknown error: {}');
  });

  it('contract().at(usdt), then balanceOf, decimals, symbol and name by call()', async () => {
    const usdt = await tronWeb.contract().at(SANDBOX_USDT.address);
    expect(usdt.address).toBe(hexOf(SANDBOX_USDT.address));
    expect(BigInt(await usdt.balanceOf(holder.base58).call())).toBeGreaterThan(0n);
    expect(BigInt(await usdt.balanceOf(newAccount().base58).call())).toBe(0n);
    expect(Number(await usdt.decimals().call())).toBe(6);
    expect(await usdt.symbol().call()).toBe('USDT');
    expect(await usdt.name().call()).toBe('Tether USD');
  });

  it('transactionBuilder.triggerConstantContract balanceOf(address): the balance as one uint256 word', async () => {
    const balance = tron.chain.usdtBalance(holder.base58);
    expect(balance).toBeGreaterThan(0n);
    const answer = await tronWeb.transactionBuilder.triggerConstantContract(
      SANDBOX_USDT.address,
      'balanceOf(address)',
      {},
      [{ type: 'address', value: holder.base58 }],
      holder.base58,
    );
    expect(answer).toMatchObject({
      result: { result: true },
      energy_used: expect.any(Number),
      constant_result: [balance.toString(16).padStart(64, '0')],
    });
  });

  it('transactionBuilder.triggerSmartContract transfer: an unsigned transaction tronweb checks against its arguments', async () => {
    const to = newAccount().base58;
    const { built } = await signedTransfer(to, 1_000_000);
    expect(built.result).toEqual({ result: true });
    expect(built.transaction).toMatchObject({
      txID: expect.stringMatching(/^[0-9a-f]{64}$/),
      raw_data_hex: expect.stringMatching(/^[0-9a-f]+$/),
      raw_data: {
        contract: [
          {
            type: 'TriggerSmartContract',
            parameter: {
              type_url: 'type.googleapis.com/protocol.TriggerSmartContract',
              value: { owner_address: hexOf(holder.base58), contract_address: hexOf(SANDBOX_USDT.address) },
            },
          },
        ],
        fee_limit: 30_000_000,
        expiration: expect.any(Number),
      },
    });
  });
});

describe('tronweb against the TRON sandbox: sending USDT and reading it back', () => {
  let sent: Awaited<ReturnType<typeof signedTransfer>>['signed'];
  let recipient: string;
  let trxBefore: number;

  beforeAll(async () => {
    recipient = newAccount().base58;
    trxBefore = await tronWeb.trx.getUnconfirmedBalance(holder.base58);
    const { signed } = await signedTransfer(recipient, 2_500_000);
    const broadcast = await tronWeb.trx.sendRawTransaction(signed);
    expect(broadcast).toMatchObject({ result: true, txid: signed.txID });
    sent = signed;
  });

  it('trx.sendRawTransaction of a signed TRC20 transfer: result true and its txid', () => {
    expect(sent.txID).toMatch(/^[0-9a-f]{64}$/);
  });

  it('trx.sendRawTransaction of the same transaction again: DUP_TRANSACTION_ERROR', async () => {
    const again = await tronWeb.trx.sendRawTransaction(sent);
    expect(again).toMatchObject({ code: 'DUP_TRANSACTION_ERROR', txid: sent.txID });
    expect(tronWeb.toUtf8(again.message as string)).toBe('Dup transaction.');
  });

  it('trx.sendRawTransaction signed by a key that does not own the account: SIGERROR', async () => {
    const { built } = await signedTransfer(newAccount().base58, 1_000);
    const forged = tronUtils.crypto.signTransaction(newAccount().privateKey, built.transaction);
    const answer = await tronWeb.trx.sendRawTransaction(forged);
    expect(answer).toMatchObject({ code: 'SIGERROR', txid: built.transaction.txID });
  });

  it('trx.getTransaction and getConfirmedTransaction before a block holds it: "Transaction not found"', async () => {
    await expect(tronWeb.trx.getTransaction(sent.txID)).rejects.toThrow('Transaction not found');
    await expect(tronWeb.trx.getConfirmedTransaction(sent.txID)).rejects.toThrow('Transaction not found');
  });

  it('in a block: getTransaction answers it with ret SUCCESS, its block lists it, getUnconfirmedTransactionInfo gives its fee and Transfer log; the solidity node not yet', async () => {
    await mine(1);
    expect(await tronWeb.trx.getTransaction(sent.txID)).toMatchObject({
      txID: sent.txID,
      ret: [{ contractRet: 'SUCCESS' }],
      signature: [expect.stringMatching(/^[0-9a-fA-F]{130}$/)],
      raw_data: { contract: [{ type: 'TriggerSmartContract' }] },
    });
    const info = await tronWeb.trx.getUnconfirmedTransactionInfo(sent.txID);
    expect(info).toMatchObject({
      id: sent.txID,
      blockNumber: expect.any(Number),
      blockTimeStamp: expect.any(Number),
      fee: expect.any(Number),
      contractResult: [`${'0'.repeat(63)}1`],
      // No stake: every unit of energy is burnt at 100 sun. The day's free bandwidth covers the bytes,
      // so there is no net_fee: TRON leaves a zero figure out.
      receipt: {
        result: 'SUCCESS',
        energy_usage_total: 130_285,
        energy_fee: 13_028_500,
        net_usage: expect.any(Number),
      },
      log: [
        {
          address: tronAccountHex(SANDBOX_USDT.address),
          topics: expect.any(Array),
          data: expect.any(String),
        },
      ],
    });
    expect(await tronWeb.trx.getTransactionsFromBlock(info.blockNumber)).toEqual([
      await tronWeb.trx.getTransaction(sent.txID),
    ]);
    expect(await tronWeb.trx.getBlockTransactionCount(info.blockNumber - 1)).toBe(0);
    expect(await tronWeb.trx.getTransactionInfo(sent.txID)).toEqual({});
    await expect(tronWeb.trx.getConfirmedTransaction(sent.txID)).rejects.toThrow('Transaction not found');
  });

  it('the fee is burnt from the full node’s balance in its block, from the solidified balance not yet', async () => {
    const info = await tronWeb.trx.getUnconfirmedTransactionInfo(sent.txID);
    expect(info.fee).toBeGreaterThan(0);
    expect(await tronWeb.trx.getUnconfirmedBalance(holder.base58)).toBe(trxBefore - info.fee);
    expect(await tronWeb.trx.getBalance(holder.base58)).toBe(trxBefore);
  });

  it('once solidified: getTransactionInfo and getConfirmedTransaction answer it, getBalance is less its fee', async () => {
    await mine(SOLIDIFY_CONFIRMATIONS);
    const unconfirmed = await tronWeb.trx.getUnconfirmedTransactionInfo(sent.txID);
    expect(await tronWeb.trx.getTransactionInfo(sent.txID)).toEqual(unconfirmed);
    expect(await tronWeb.trx.getConfirmedTransaction(sent.txID)).toEqual(
      await tronWeb.trx.getTransaction(sent.txID),
    );
    expect(await tronWeb.trx.getBalance(holder.base58)).toBe(trxBefore - unconfirmed.fee);
  });

  it('contract balanceOf().call() sees the recipient’s 2.5 USDT', async () => {
    const usdt = await tronWeb.contract().at(SANDBOX_USDT.address);
    expect(BigInt(await usdt.balanceOf(recipient).call())).toBe(2_500_000n);
  });

  it('event.getEventsByTransactionID: the Transfer event, confirmed', async () => {
    const events = await tronWeb.event.getEventsByTransactionID(sent.txID);
    expect(events).toMatchObject({
      success: true,
      data: [
        {
          transaction_id: sent.txID,
          event_name: 'Transfer',
          contract_address: SANDBOX_USDT.address,
          result: { value: '2500000', to: `0x${tronAccountHex(recipient)}` },
        },
      ],
    });
    expect(events.data?.[0]).not.toHaveProperty('_unconfirmed');
  });

  it('event.getEventsByContractAddress: the USDT contract’s Transfer events, newest first', async () => {
    const events = await tronWeb.event.getEventsByContractAddress(SANDBOX_USDT.address, {
      eventName: 'Transfer',
      onlyConfirmed: true,
      limit: 1,
    });
    expect(events).toMatchObject({
      success: true,
      data: [{ transaction_id: sent.txID, event_name: 'Transfer' }],
      meta: { page_size: 1 },
    });
  });

  it('event.getEventsByBlockNumber and getEventsOfLatestBlock: the block’s Transfer events', async () => {
    const info = await tronWeb.trx.getTransactionInfo(sent.txID);
    const events = await tronWeb.event.getEventsByBlockNumber(info.blockNumber, { only_confirmed: true });
    expect(events).toMatchObject({
      success: true,
      data: [{ transaction_id: sent.txID, block_number: info.blockNumber, event_name: 'Transfer' }],
    });
    const latest = await tronWeb.event.getEventsOfLatestBlock();
    expect(latest).toMatchObject({ success: true, data: [] });
  });

  it('TronGrid v1 /v1/accounts/{address}/transactions/trc20 (the wallet’s deposit lookup): the transfer in', async () => {
    const page = await tronWeb.fullNode.request<{ data: unknown[]; success: boolean }>(
      `v1/accounts/${recipient}/transactions/trc20?only_to=true&only_confirmed=true&contract_address=${SANDBOX_USDT.address}`,
    );
    expect(page).toMatchObject({
      success: true,
      data: [
        {
          transaction_id: sent.txID,
          token_info: { address: SANDBOX_USDT.address, decimals: 6, symbol: 'USDT' },
          from: holder.base58,
          to: recipient,
          type: 'Transfer',
          value: '2500000',
        },
      ],
    });
  });

  it('a transfer tronweb builds itself (txLocal, its reference block from wallet/getblock) is taken and included', async () => {
    const to = newAccount().base58;
    const built = await tronWeb.transactionBuilder.triggerSmartContract(
      SANDBOX_USDT.address,
      'transfer(address,uint256)',
      { feeLimit: 30_000_000, txLocal: true },
      [
        { type: 'address', value: to },
        { type: 'uint256', value: 750_000 },
      ],
      holder.base58,
    );
    const head = await tronWeb.trx.getCurrentBlock();
    expect(built.transaction.raw_data).toMatchObject({
      ref_block_hash: head.blockID.slice(16, 32),
      expiration: timestampOf(head) + 60_000,
    });
    const answer = await tronWeb.trx.sendRawTransaction(await tronWeb.trx.sign(built.transaction));
    expect(answer).toMatchObject({ result: true, txid: built.transaction.txID });
    await mine(1);
    expect(await tronWeb.trx.getTransaction(built.transaction.txID)).toMatchObject({
      ret: [{ contractRet: 'SUCCESS' }],
    });
  });

  it('contract transfer().send(): signed, broadcast, and in the next block', async () => {
    const usdt = await tronWeb.contract().at(SANDBOX_USDT.address);
    const to = newAccount().base58;
    const txId = await usdt.transfer(to, 1_000_000).send({ feeLimit: 30_000_000 });
    expect(txId).toMatch(/^[0-9a-f]{64}$/);
    await mine(1);
    expect(await tronWeb.trx.getTransaction(txId)).toMatchObject({ ret: [{ contractRet: 'SUCCESS' }] });
    expect(BigInt(await usdt.balanceOf(to).call())).toBe(1_000_000n);
  });
});
