/**
 * What the local Solana chain holds before the sandbox serves it, made with real transactions so
 * the start-up goes through the same bank as everything after: SOL for the hot wallet and the
 * user, the PTT mint (6 decimals, the hot wallet its authority), and PTT for both.
 *
 * Also the hot wallet's transfers (outputs, refuels, refunds): SOL by a System Program transfer,
 * PTT by creating the recipient's associated token account if needed, then `TransferChecked`.
 */
import {
  createAssociatedTokenAccountIdempotentInstruction,
  createInitializeMint2Instruction,
  createMintToCheckedInstruction,
  createTransferCheckedInstruction,
  getAssociatedTokenAddressSync,
  MINT_SIZE,
  TOKEN_PROGRAM_ID,
} from '@solana/spl-token';
import {
  type Keypair,
  PublicKey,
  SystemProgram,
  Transaction,
  type TransactionInstruction,
} from '@solana/web3.js';
import { SOLANA_TEST_KEYS } from './keys';
import type { SolanaLedger } from './ledger';

export const LAMPORTS_PER_SOL = 1_000_000_000n;
/** The test token on the local Solana chain: PTT with 6 decimals (USDC-like), $1. */
export const SOLANA_PTT = { symbol: 'PTT', name: 'Portage Test Token', decimals: 6 } as const;
const PTT_UNIT = 10n ** BigInt(SOLANA_PTT.decimals);

/** What each account holds after start-up. */
export const SOLANA_FLOATS = {
  hotWalletSol: 100_000n * LAMPORTS_PER_SOL,
  userSol: 1_000n * LAMPORTS_PER_SOL,
  hotWalletPtt: 1_000_000_000n * PTT_UNIT,
  userPtt: 1_000_000n * PTT_UNIT,
} as const;

export const PTT_MINT = SOLANA_TEST_KEYS.pttMint.publicKey;

/** Signs with `signers` (the first pays the fee) over the latest blockhash, and sends with preflight. */
export function sendInstructions(
  ledger: SolanaLedger,
  signers: readonly [Keypair, ...Keypair[]],
  instructions: readonly TransactionInstruction[],
): string {
  const [payer] = signers;
  const { blockhash, lastValidBlockHeight } = ledger.latestBlockhash();
  const transaction = new Transaction({
    feePayer: payer.publicKey,
    blockhash,
    lastValidBlockHeight: Number(lastValidBlockHeight),
  });
  transaction.add(...instructions);
  transaction.sign(...signers);
  return ledger.submit(transaction.serialize());
}

/** Funds the accounts and creates the PTT mint. The bank must be fresh. */
export function setUpSolanaChain(ledger: SolanaLedger): void {
  const { hotWallet, user, pttMint } = SOLANA_TEST_KEYS;
  if (ledger.account(pttMint.publicKey.toBase58()) !== null) {
    throw new Error('the local Solana chain is not fresh: the PTT mint already exists');
  }
  ledger.airdrop(hotWallet.publicKey.toBase58(), SOLANA_FLOATS.hotWalletSol);
  ledger.airdrop(user.publicKey.toBase58(), SOLANA_FLOATS.userSol);

  const mint = pttMint.publicKey;
  const hotAta = getAssociatedTokenAddressSync(mint, hotWallet.publicKey);
  const userAta = getAssociatedTokenAddressSync(mint, user.publicKey);
  sendInstructions(
    ledger,
    [hotWallet, pttMint],
    [
      SystemProgram.createAccount({
        fromPubkey: hotWallet.publicKey,
        newAccountPubkey: mint,
        lamports: Number(ledger.minimumBalanceForRentExemption(MINT_SIZE)),
        space: MINT_SIZE,
        programId: TOKEN_PROGRAM_ID,
      }),
      createInitializeMint2Instruction(mint, SOLANA_PTT.decimals, hotWallet.publicKey, null),
      createAssociatedTokenAccountIdempotentInstruction(
        hotWallet.publicKey,
        hotAta,
        hotWallet.publicKey,
        mint,
      ),
      createAssociatedTokenAccountIdempotentInstruction(hotWallet.publicKey, userAta, user.publicKey, mint),
      createMintToCheckedInstruction(
        mint,
        hotAta,
        hotWallet.publicKey,
        SOLANA_FLOATS.hotWalletPtt,
        SOLANA_PTT.decimals,
      ),
      createMintToCheckedInstruction(
        mint,
        userAta,
        hotWallet.publicKey,
        SOLANA_FLOATS.userPtt,
        SOLANA_PTT.decimals,
      ),
    ],
  );
}

/** The hot wallet's transfer of `amount` base units of SOL (`mint` null) or a token to `to`. */
export function hotWalletTransfer(
  ledger: SolanaLedger,
  to: string,
  amount: bigint,
  token: { mint: PublicKey | null; decimals: number },
): string {
  const { hotWallet } = SOLANA_TEST_KEYS;
  const recipient = new PublicKey(to);
  if (token.mint === null) {
    return sendInstructions(
      ledger,
      [hotWallet],
      [SystemProgram.transfer({ fromPubkey: hotWallet.publicKey, toPubkey: recipient, lamports: amount })],
    );
  }
  const mint = token.mint;
  const source = getAssociatedTokenAddressSync(mint, hotWallet.publicKey);
  // The recipient may be a program-derived address (a vault): its token account is still derivable.
  const destination = getAssociatedTokenAddressSync(mint, recipient, true);
  return sendInstructions(
    ledger,
    [hotWallet],
    [
      createAssociatedTokenAccountIdempotentInstruction(hotWallet.publicKey, destination, recipient, mint),
      createTransferCheckedInstruction(
        source,
        mint,
        destination,
        hotWallet.publicKey,
        amount,
        token.decimals,
      ),
    ],
  );
}
