/**
 * The jetton wallet codes Portage knows: each listed hash checked against the code it stands for
 * where that code is at hand (the local chain's jetton, from @ton-community/assets-sdk; USDT's
 * library cell, built from its code hash), and the addresses computed from them checked against
 * independent computations and against the chain.
 */
import { Address, beginCell, Cell } from '@ton/core';
import { JettonWallet } from '@ton-community/assets-sdk/dist/jetton/JettonWallet.js';
import { describe, expect, it } from 'vitest';
import { JETTON_WALLET_CODE } from '../../../service/chains/ton/contracts';
import { computeJettonWallet, KNOWN_JETTON_WALLET_CODES, knownJettonWalletCode } from './jetton-wallets';

const MASTER = new Address(0, Buffer.alloc(32, 0x33));
const OWNERS = [0x22, 0x66, 0x9a].map((byte) => new Address(0, Buffer.alloc(32, byte)));
const USDT_MASTER = Address.parse('EQCxE6mUtQJKFnGfaROTKOt1lZbDiiX1kCixRv7Nw2Id_sDs');

function entry(layout: 'tep74' | 'stablecoin', name: RegExp) {
  const found = KNOWN_JETTON_WALLET_CODES.find((known) => known.layout === layout && name.test(known.name));
  if (!found) throw new Error(`no ${layout} entry named ${name}`);
  return found;
}

/** A library cell: tag 2, then the hash of the code it stands for. */
function libraryCell(hashHex: string): Cell {
  const bits = beginCell().storeUint(2, 8).storeBuffer(Buffer.from(hashHex, 'hex')).endCell().bits;
  return new Cell({ exotic: true, bits });
}

describe('the known jetton wallet codes', () => {
  it('are distinct cell hashes, each with a layout', () => {
    const hashes = KNOWN_JETTON_WALLET_CODES.map((known) => known.hash);
    expect(new Set(hashes).size).toBe(hashes.length);
    for (const known of KNOWN_JETTON_WALLET_CODES) {
      expect(known.hash).toMatch(/^[0-9a-f]{64}$/);
      expect(['tep74', 'stablecoin']).toContain(known.layout);
    }
    expect(KNOWN_JETTON_WALLET_CODES.map((known) => known.hash)).toContain(
      // The TEP-74 reference wallet (token-contract's ft/jetton-wallet.fc, "jetton_wallet_v1").
      'beb0683ebeb8927fe9fc8ec0a18bc7dd17899689825a121eab46c5a3a860d0ce',
    );
  });

  it("list the local chain's jetton wallet (assets-sdk's code), whose addresses assets-sdk agrees with", () => {
    const known = knownJettonWalletCode(JETTON_WALLET_CODE);
    expect(known).toBe(entry('tep74', /assets-sdk/));
    for (const owner of OWNERS) {
      const computed = computeJettonWallet(JETTON_WALLET_CODE, MASTER, owner);
      const theirs = JettonWallet.createFromConfig(
        { owner, jettonMaster: MASTER },
        JETTON_WALLET_CODE,
      ).address;
      expect(computed?.address.equals(theirs)).toBe(true);
    }
  });

  it("list USDT's library cell, and give the USDT wallets the chain has for real holders", () => {
    const usdt = entry('stablecoin', /USDT/);
    const library = libraryCell(usdt.library ?? '');
    expect(library.hash().toString('hex')).toBe(usdt.hash);
    // As the master's get_jetton_data answers it: the same cell read from its BOC.
    expect(knownJettonWalletCode(Cell.fromBase64(library.toBoc().toString('base64')))).toBe(usdt);
    // Two holders and their USDT wallets on the network (the master's get_wallet_address; the
    // second holder is Fragment's wallet), from a public set of test vectors.
    const onChain = [
      [
        '0:9ce8ea90a1cf3e9181bda1cd77ec82245d205d709ee306361d30599fd6de9625',
        '0:9d966637119acc3186d2c4cefe732106c2ab3afa17a90322d3b05b03877cc5e7',
      ],
      [
        '0:852443f8599fe6a5da34fe43049ac4e0beb3071bb2bfb56635ea9421287c283a',
        '0:32081d54752b9340a75c777a94af0483f07329dd296eb4f915bb45e477b93f8a',
      ],
    ] as const;
    for (const [owner, wallet] of onChain) {
      const computed = computeJettonWallet(library, USDT_MASTER, Address.parseRaw(owner));
      expect(computed?.address.toRawString()).toBe(wallet);
    }
  });

  it('know nothing else: a code not listed computes no wallet', () => {
    const other = beginCell().storeUint(0xabc, 12).endCell();
    expect(knownJettonWalletCode(other)).toBeNull();
    expect(computeJettonWallet(other, MASTER, OWNERS[0] as Address)).toBeNull();
    // A library cell standing for any other code is another cell.
    expect(knownJettonWalletCode(libraryCell('11'.repeat(32)))).toBeNull();
  });
});
