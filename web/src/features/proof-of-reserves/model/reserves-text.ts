/** Amounts of the proof as people read them: rupees in Indian grouping, USDT with all six decimals. */
import { formatRupees } from '@contract/rupees';

export const rupeesText = (inr: string) => formatRupees(inr);
export const usdtText = (usdt: string) => `${usdt} USDT`;
