// What other features may use of wallet; the rest of the folder is its own. Pages reach it
// through its routes, never through here.
export { WalletBalanceCard } from './WalletBalanceCard';
export { RECHARGE_PATH } from './rechargePath';
