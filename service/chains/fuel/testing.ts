/**
 * What a Fuel test wallet does once it approved a request: sign it with its key for the chain's
 * id and submit it to the node's GraphQL endpoint (`submit`). Shared by the chain test and the
 * injected browser wallet (e2e/wallet/fuel-wallet.ts), which both play the wallet's part.
 */
import { hexlify, type Signer, type TransactionRequestLike, transactionRequestify } from 'fuels';

export async function signAndSubmitFuel(
  url: string,
  requestLike: TransactionRequestLike,
  signer: Signer,
  chainId: number,
): Promise<string> {
  const request = transactionRequestify(requestLike);
  const owner = signer.address;
  const txId = request.getTransactionId(chainId);
  // Like a real wallet, it signs only for its own coins: the request must spend some.
  if (request.getCoinInputWitnessIndexByOwner(owner) === undefined) {
    throw new Error('the test wallet signs only requests that spend its own coins');
  }
  request.updateWitnessByOwner(owner, signer.sign(txId));
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      operationName: 'submit',
      query: 'mutation submit($encodedTransaction: HexString!) { submit(tx: $encodedTransaction) { id } }',
      variables: { encodedTransaction: hexlify(request.toTransactionBytes()) },
    }),
  });
  const body = (await response.json()) as {
    data?: { submit?: { id?: string } };
    errors?: { message: string }[];
  };
  const id = body.data?.submit?.id;
  if (!id) throw new Error(body.errors?.[0]?.message ?? `the node answered ${response.status} without an id`);
  return id;
}
