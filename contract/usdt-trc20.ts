/** The TRC20 contract of USDT on TRON mainnet (6 decimals). Deposits match on it, never on a symbol. */
export const USDT_TRC20_CONTRACT = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
