/**
 * The jetton wallet codes Portage knows, and the sender's jetton wallet computed from one of them.
 *
 * A jetton transfer is a message to the sender's own jetton wallet, and that wallet's address is
 * the hash of its initial state: its code, and data naming its owner and its master. Computed
 * here, from a code on this list, the jetton master the person chose and the sender, the address
 * can only be the sender's wallet of that jetton. A node that names another wallet (the sender's
 * wallet of another jetton, someone else's) is caught by the difference, and code that is not on
 * the list is refused, never tried: with code of its own choosing a node could make any address
 * "recompute".
 *
 * The code's cell still arrives from the node (the master's `get_jetton_data`), but only a cell
 * whose hash is listed is used, and a cell is fixed by its hash: the node chooses nothing that
 * decides the address. (Its bytes are not copied into the widget: the address needs only the cell,
 * and the listed hash pins it.)
 *
 * The list: the hash of the code cell as it stands in the wallet's initial state, the data layout
 * that code starts from, and where the hash was checked.
 *
 * Not listed, so refused until checked and added: every other jetton wallet code, among them the
 * newer jetton reference wallet (`ton-blockchain/jetton-contract`, a library cell) and any new
 * code Tether may move USDT to.
 */
import { type Address, beginCell, type Cell, contractAddress } from '@ton/core';

/**
 * How a wallet's initial data is laid out. `tep74`: `balance:Coins owner master wallet_code:^Cell`
 * (TEP-74's reference wallet and its descendants); `stablecoin`: `status:uint4 balance:Coins owner
 * master` (Tether's "jetton with governance", ton-blockchain/stablecoin-contract,
 * `pack_jetton_wallet_data` in contracts/jetton-utils.fc). Both start with zeros.
 */
export type JettonWalletLayout = 'tep74' | 'stablecoin';

export interface KnownJettonWalletCode {
  /** What the code is, for people reading the code and the tests. */
  name: string;
  /** The code cell's hash, hex: the cell the master hands out and the wallet's state starts from. */
  hash: string;
  layout: JettonWalletLayout;
  /** For a library cell: the hash of the code it stands for, hex. */
  library?: string;
}

export const KNOWN_JETTON_WALLET_CODES: readonly KnownJettonWalletCode[] = [
  {
    // ton-blockchain/token-contract, ft/jetton-wallet.fc, as deployed for most jettons since 2022.
    // Checked: a public copy of its compiled code hashes to this, and indexers name this hash
    // "jetton_wallet" / "jetton_wallet_v1" (tonapi, tonutils-go, dton).
    name: 'the TEP-74 reference jetton wallet',
    hash: 'beb0683ebeb8927fe9fc8ec0a18bc7dd17899689825a121eab46c5a3a860d0ce',
    layout: 'tep74',
  },
  {
    // USDT on TON (master EQCxE6mUtQJKFnGfaROTKOt1lZbDiiX1kCixRv7Nw2Id_sDs): its master hands out
    // a library cell (tag 2, then the code's hash). Checked: the code ton-blockchain/
    // stablecoin-contract publishes (build/JettonWallet.compiled.json) hashes to `library`; the
    // library cell built from it hashes to `hash` (jetton-wallets.test.ts builds it); and with
    // the `stablecoin` layout it gives the USDT wallet addresses the chain has for real holders.
    name: "Tether's USDT jetton wallet (jetton with governance)",
    hash: '89468f02c78e570802e39979c8516fc38df07ea76a48357e0536f2ba7b3ee37b',
    layout: 'stablecoin',
    library: '8f452d7a4dfd74066b682365177259ed05734435be76b5fd4bd5d8af2b7c3d68',
  },
  {
    // The wallet of the discoverable jetton minter, as @ton-community/assets-sdk 0.0.5 compiles it
    // (dist/jetton/contracts/build/jetton-wallet.js): the local TON chain's PTT
    // (service/chains/ton/contracts.ts) runs it, and jettons made with that minter do on the
    // network. Checked: jetton-wallets.test.ts hashes the package's code; indexers list this hash
    // as the discoverable minter's wallet.
    name: 'the jetton wallet of the discoverable minter (@ton-community/assets-sdk)',
    hash: 'a760d629d5343e76d045017d9dc216fc8a307a8377815feb2b0a5c490e733486',
    layout: 'tep74',
  },
];

/** Jetton wallets live on the basechain: the known masters compute their addresses there. */
const JETTON_WALLET_WORKCHAIN = 0;

/** The listed code `code` is, or null when its hash is not on the list. */
export function knownJettonWalletCode(code: Cell): KnownJettonWalletCode | null {
  const hash = code.hash().toString('hex');
  return KNOWN_JETTON_WALLET_CODES.find((known) => known.hash === hash) ?? null;
}

export interface ComputedJettonWallet {
  /** `owner`'s wallet of the jetton of `master`. */
  address: Address;
  code: KnownJettonWalletCode;
}

/**
 * The address of `owner`'s jetton wallet for `master`, computed from `code` and the data layout
 * its listed entry gives; null when `code` is not on the list.
 */
export function computeJettonWallet(
  code: Cell,
  master: Address,
  owner: Address,
): ComputedJettonWallet | null {
  const known = knownJettonWalletCode(code);
  if (known === null) return null;
  const data =
    known.layout === 'tep74'
      ? beginCell().storeCoins(0).storeAddress(owner).storeAddress(master).storeRef(code).endCell()
      : beginCell().storeUint(0, 4).storeCoins(0).storeAddress(owner).storeAddress(master).endCell();
  return { address: contractAddress(JETTON_WALLET_WORKCHAIN, { code, data }), code: known };
}
