/**
 * What an EVM deposit will ask the wallet to sign, read back from the transactions Portage built
 * (not from the service's words), for the line shown before the wallet opens. Pure.
 */
import { getAddress } from 'viem';
import type { DepositPreview } from '../kit/contract';
import type { ExpectedDeposit } from '../kit/expected';
import { EvmDepositError, type EvmTransactionRequest, type Hex, SELECTORS } from './deposit';

/**
 * The preview of the requests `buildEvmDeposit` returned: the amount that leaves the wallet
 * (the deposit's value, or the amount its data transfers), where it goes (the deposit address,
 * or the depository it calls), and the approve that comes first, if any (with whether an
 * `approve(…, 0)` resets another allowance before it).
 */
export function describeEvmDeposit(
  requests: readonly EvmTransactionRequest[],
  expected: ExpectedDeposit,
  networkName: string,
): DepositPreview {
  const deposits = requests.filter((request) => request.kind === 'deposit');
  const approves = requests.filter((request) => request.kind === 'approve');
  const resets = requests.filter((request) => request.kind === 'reset');
  const [deposit] = deposits;
  if (deposit === undefined || deposits.length > 1 || approves.length > 1) {
    unreadable('does not hold exactly one deposit transaction');
  }
  const [approve] = approves;
  const [reset] = resets;
  // A reset is only ever `approve(spender, 0)` on the same token, for the same spender, right
  // before the approve of the amount.
  if (
    resets.length > 1 ||
    (reset !== undefined &&
      (approve === undefined ||
        approveAmount(reset.data) !== 0n ||
        reset.to.toLowerCase() !== approve.to.toLowerCase() ||
        reset.data.slice(0, 74).toLowerCase() !== approve.data.slice(0, 74).toLowerCase() ||
        requests.indexOf(reset) !== requests.indexOf(approve) - 1))
  ) {
    unreadable('has an allowance reset Portage cannot read back');
  }
  const base = {
    symbol: expected.token.symbol,
    decimals: expected.token.decimals,
    network: networkName,
    ...(reset === undefined ? {} : { resetsAllowance: true }),
  };
  const approved = approve === undefined ? null : approveAmount(approve.data);

  const data = deposit.data.toLowerCase();
  const selector = data.slice(0, 10);
  const words = wordsOf(data);
  // A depository call: the receiver is in the data, the contract called is what the wallet shows.
  if (selector === SELECTORS.depositNative && words?.length === 2) {
    return {
      ...base,
      amount: deposit.value,
      to: getAddress(deposit.to),
      viaContract: true,
      approve: approved,
    };
  }
  if (selector === SELECTORS.depositERC20 && words?.length === 4) {
    return {
      ...base,
      amount: BigInt(`0x${words[3]}`),
      to: getAddress(deposit.to),
      viaContract: true,
      approve: approved,
    };
  }
  // A direct ERC-20 transfer: the recipient and amount are the transfer's arguments.
  if (selector === SELECTORS.transfer && words !== null && (words.length === 2 || words.length === 3)) {
    return {
      ...base,
      amount: BigInt(`0x${words[1]}`),
      to: getAddress(`0x${(words[0] ?? '').slice(24)}`),
      approve: approved,
    };
  }
  // A native transfer: the value goes to `to`; its data, if any, is the swap's number.
  if (deposit.value > 0n) {
    return { ...base, amount: deposit.value, to: getAddress(deposit.to), approve: approved };
  }
  unreadable('has a deposit transaction Portage cannot read back');
}

/** The amount of `approve(spender, amount)`. */
function approveAmount(data: Hex): bigint {
  const words = wordsOf(data.toLowerCase());
  if (data.slice(0, 10).toLowerCase() !== '0x095ea7b3' || words === null || words.length !== 2) {
    unreadable('has an approval Portage cannot read back');
  }
  return BigInt(`0x${words[1]}`);
}

function wordsOf(data: string): string[] | null {
  const body = data.slice(10);
  if (body.length % 64 !== 0) return null;
  const words: string[] = [];
  for (let i = 0; i < body.length; i += 64) words.push(body.slice(i, i + 64));
  return words;
}

function unreadable(what: string): never {
  throw new EvmDepositError('BAD_CALL_DATA', `The deposit Portage built ${what}: Portage will not sign it.`);
}
