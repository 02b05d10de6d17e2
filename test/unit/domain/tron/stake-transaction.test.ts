/** The stake transaction's bytes are TRON's: the freezebalancev2 example of TRON's own documentation. */
import { hex } from '@scure/base';
import { describe, expect, it } from 'vitest';
import { encodeFreezeBalanceV2 } from '../../../../lambdas/domain/tron/stake-transaction';
import { transactionIdOf } from '../../../../lambdas/domain/tron/tron-transaction';

describe('the freezebalancev2 transaction', () => {
  it('encodes the documented example byte for byte, and its id', () => {
    // tronprotocol/documentation-en, docs/api/http/stake-v2/freezebalancev2.md
    const bytes = encodeFreezeBalanceV2({
      ownerAddress: '41dd791d6b49e190062d650e6a23c575510d35f2f9',
      frozenBalanceSun: 1_000_000_000n,
      resource: 'ENERGY',
      refBlockBytes: '283b',
      refBlockHash: '51bf0b88daaaea37',
      expiration: 1_777_446_819_000n,
      timestamp: 1_777_446_761_432n,
    });
    expect(hex.encode(bytes)).toBe(
      '0a02283b220851bf0b88daaaea3740b8a9d8c0dd335a5b083612570a34747970652e676f6f676c65617069732e636f6d2f70726f746f636f6c2e467265657a6542616c616e63655632436f6e7472616374121f0a1541dd791d6b49e190062d650e6a23c575510d35f2f9108094ebdc03180170d8e7d4c0dd33',
    );
    expect(transactionIdOf(bytes)).toBe('081256264131fbc9f3d4686aab15ae69c0e77b39d276367c11a7ab13e39747ec');
  });
});
