import { hex } from '@scure/base';
import { describe, expect, it } from 'vitest';
import { signerAddress } from '../../../../lambdas/domain/tron/transaction-signature';
import { readTransferCall, transferCallData } from '../../../../lambdas/domain/tron/trc20-transfer-call';
import { tronAddressFromHex } from '../../../../lambdas/domain/tron/tron-address';
import { encodeContractCall, transactionIdOf } from '../../../../lambdas/domain/tron/tron-transaction';

describe('a TRON contract call as the chain hashes it', () => {
  it('encodes the raw_data of TRON’s documented transfer call to its raw_data_hex and txID', () => {
    // Published: tronprotocol's reference for triggerConstantContract (tronweb example), a TRC20
    // transfer(address,uint256) of 100 with hex addresses and no fee limit.
    const raw = {
      ownerAddress: '417946f66d0fc67924da0ac9936183ab3b07c81126',
      contractAddress: '419e62be7f4f103c36507cb2a753418791b1cdc182',
      data: 'a9059cbb000000000000000000000000d148171f1ceeeb40d668c47d70e7e94e679775590000000000000000000000000000000000000000000000000000000000000064',
      refBlockBytes: '3d8f',
      refBlockHash: '316b196f79afe0dc',
      expiration: 1649655780000n,
      timestamp: 1649655730243n,
    };

    const bytes = encodeContractCall(raw);

    expect(hex.encode(bytes)).toBe(
      '0a023d8f2208316b196f79afe0dc40a0a596b981305aae01081f12a9010a31747970652e676f6f676c65617069732e636f6d2f70726f746f636f6c2e54726967676572536d617274436f6e747261637412740a15417946f66d0fc67924da0ac9936183ab3b07c811261215419e62be7f4f103c36507cb2a753418791b1cdc1822244a9059cbb000000000000000000000000d148171f1ceeeb40d668c47d70e7e94e67977559000000000000000000000000000000000000000000000000000000000000006470c3a093b98130',
    );
    expect(transactionIdOf(bytes)).toBe('5c280444c82f3050e4b0c672ab98bae264830d80b09db6c861b31699f6bcaaa8');
  });

  it('encodes a visible (base58) call with a fee limit as tronweb built it on mainnet', () => {
    // Published: a triggersmartcontract answer (visible: true, fee_limit 1000 TRX) kept beside a tronweb
    // USDT sender; its txID is the sha256 of the raw_data_hex the node gave.
    const raw = {
      ownerAddress: 'TGw19fzVVSsxRHT1cWMUUkpUSEqYY3pW1C',
      contractAddress: 'TG3XXyExBkPp9nzdajDZsozEu4BkaSJozs',
      data: 'a9059cbb00000000000000000000004115208ef33a926919ed270e2fa61367b2da3753da0000000000000000000000000000000000000000000000000000000000000032',
      refBlockBytes: '5cae',
      refBlockHash: '7bdd84f9fa541ad3',
      expiration: 1693072953000n,
      timestamp: 1693072893770n,
      feeLimitSun: 1000000000n,
    };

    const bytes = encodeContractCall(raw);

    expect(hex.encode(bytes)).toBe(
      '0a025cae22087bdd84f9fa541ad340a89d8c98a3315aae01081f12a9010a31747970652e676f6f676c65617069732e636f6d2f70726f746f636f6c2e54726967676572536d617274436f6e747261637412740a15414c5e27cb349eb0640c59fb970b52c4bd2fa9d12a12154142a1e39aefa49290f2b3f9ed688d7cecf86cd6e02244a9059cbb00000000000000000000004115208ef33a926919ed270e2fa61367b2da3753da000000000000000000000000000000000000000000000000000000000000003270cace8898a33190018094ebdc03',
    );
    expect(transactionIdOf(bytes)).toBe('2b82f058a018ad274b94f6124e4df2495ab1c5a6d24875d4ec515acae70f1824');
    // Its call data names the recipient with 0x41 in the word's upper bytes, which the contract ignores.
    expect(readTransferCall(raw.data)).toEqual({
      to: tronAddressFromHex('4115208ef33a926919ed270e2fa61367b2da3753da'),
      amount: 50n,
    });
  });

  it('writes transfer call data that reads back to the same recipient and amount', () => {
    const to = 'TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH';
    const data = transferCallData(to, 12_345_678n);
    expect(data.startsWith('a9059cbb')).toBe(true);
    expect(data).toHaveLength(8 + 128);
    expect(readTransferCall(data)).toEqual({ to, amount: 12_345_678n });
  });
});

describe('a TRON transaction signature', () => {
  it('recovers the owner of a signed mainnet transaction from its id and signature', () => {
    // Published: a mainnet TransferContract from LedgerHQ/ledger-live's coin-tron fixtures (block
    // 62258698): txID, signature (v written as the bare recovery id) and the owner address.
    expect(
      signerAddress(
        '47086db397eac45d2fe7dacedcb6f77267d6895dce645210e495e64f8a2a7910',
        'c1c0b1ad18f56248ebc6820c611cd65683cef6b5deed8002246cc00df7e79f9f73d48c35b8c2e41694ef23c8020ab8c578c0aa57b7e079683f322e45c88b0e0700',
      ),
    ).toBe(tronAddressFromHex('419b3281a60ab7a44f351ef2896c653f134972ad22'));
  });
});
