/**
 * Local Fuel's node facade: the subset of fuel-core's GraphQL API (`POST /v1/graphql`) that fuels'
 * `Provider` uses for a wallet deposit, answered from the verifying ledger (./ledger.ts). It is a
 * facade over a ledger, not a node: operations are recognised by their operation name (fuels
 * names every one of its documents) and answered with the fields fuels' documents select (extra
 * fields are harmless), not by executing GraphQL.
 *
 * Operations: `getChainAndNodeInfo`, `getChain`, `getNodeInfo`, `getVersion` (fuel-core's
 * consensus parameters, with the gas costs of fuels' own default chain configuration),
 * `getBalance`/`getBalanceV2`, `getCoinsToSpend`, `getLatestGasPrice`/`estimateGasPrice`,
 * `dryRun` (checked as a submission would be, without signatures unless `utxoValidation`),
 * `submit` (verified and applied), `getLatestBlockHeight`, `getConsensusParametersVersion`,
 * `getTransaction`. Anything else is answered with a GraphQL error naming it.
 */
import { arrayify, defaultSnapshotConfigs } from 'fuels';
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { type ChainApiServer, serveChainApi } from '../http';
import { type FuelLedger, FuelLedgerError, SCRIPT_GAS_USED } from './ledger';

/** The gas price the ledger quotes (fuels divides by the fee parameters' gas price factor). */
export const LOCAL_FUEL_GAS_PRICE = 1n;
export const FUEL_GRAPHQL_PATH = '/v1/graphql';
/**
 * The fuel-core version fuels 0.103 supports (@fuel-ts/versions), reported so that fuels does not
 * warn about an incompatible node; the facade answers that version's document shapes.
 */
export const FUEL_CORE_VERSION = '0.47.1';

type Variables = Record<string, unknown>;

interface SnapshotParams {
  tx_params: { V1: Record<string, number> };
  predicate_params: { V1: Record<string, number> };
  script_params: { V1: Record<string, number> };
  contract_params: { V1: Record<string, number> };
  fee_params: { V1: Record<string, number> };
  gas_costs: { V4: Record<string, unknown> };
}

type DependentCost =
  | { LightOperation: { base: number; units_per_gas: number } }
  | { HeavyOperation: { base: number; gas_per_unit: number } };

function dependentCost(cost: DependentCost) {
  return 'LightOperation' in cost
    ? {
        type: 'LightOperation',
        __typename: 'LightOperation',
        base: String(cost.LightOperation.base),
        unitsPerGas: String(cost.LightOperation.units_per_gas),
      }
    : {
        type: 'HeavyOperation',
        __typename: 'HeavyOperation',
        base: String(cost.HeavyOperation.base),
        gasPerUnit: String(cost.HeavyOperation.gas_per_unit),
      };
}

/** fuel-core's `chain` answer, from fuels' default chain configuration with this ledger's ids. */
function chainInfo(ledger: FuelLedger) {
  const params = (
    defaultSnapshotConfigs.chainConfig as unknown as { consensus_parameters: { V2: SnapshotParams } }
  ).consensus_parameters.V2;
  const tx = params.tx_params.V1;
  const predicate = params.predicate_params.V1;
  const script = params.script_params.V1;
  const contract = params.contract_params.V1;
  const fee = params.fee_params.V1;
  const gas = params.gas_costs.V4;
  const s = (value: number | undefined) => String(value ?? 0);
  return {
    name: 'Local Fuel (Portage verifying ledger)',
    daHeight: '0',
    consensusParameters: {
      version: 'V1',
      txParams: {
        version: 'V1',
        maxInputs: s(tx.max_inputs),
        maxOutputs: s(tx.max_outputs),
        maxWitnesses: s(tx.max_witnesses),
        maxGasPerTx: s(tx.max_gas_per_tx),
        maxSize: s(tx.max_size),
        maxBytecodeSubsections: s(tx.max_bytecode_subsections),
      },
      predicateParams: {
        version: 'V1',
        maxPredicateLength: s(predicate.max_predicate_length),
        maxPredicateDataLength: s(predicate.max_predicate_data_length),
        maxGasPerPredicate: s(predicate.max_gas_per_predicate),
        maxMessageDataLength: s(predicate.max_message_data_length),
      },
      scriptParams: {
        version: 'V1',
        maxScriptLength: s(script.max_script_length),
        maxScriptDataLength: s(script.max_script_data_length),
      },
      contractParams: {
        version: 'V1',
        contractMaxSize: s(contract.contract_max_size),
        maxStorageSlots: s(contract.max_storage_slots),
      },
      feeParams: { version: 'V1', gasPriceFactor: s(fee.gas_price_factor), gasPerByte: s(fee.gas_per_byte) },
      gasCosts: {
        contractRoot: dependentCost(gas.contract_root as DependentCost),
        stateRoot: dependentCost(gas.state_root as DependentCost),
        vmInitialization: dependentCost(gas.vm_initialization as DependentCost),
        s256: dependentCost(gas.s256 as DependentCost),
        ecr1: String(gas.ecr1),
        newStoragePerByte: String(gas.new_storage_per_byte),
      },
      baseAssetId: ledger.baseAssetId,
      chainId: String(ledger.chainId),
    },
    latestBlock: {
      height: String(ledger.height()),
      header: { height: String(ledger.height()), consensusParametersVersion: '0' },
    },
  };
}

function nodeInfo() {
  return {
    utxoValidation: true,
    vmBacktrace: false,
    maxTx: '4064',
    maxDepth: '10',
    nodeVersion: FUEL_CORE_VERSION,
    indexation: { balances: true, coinsToSpend: true, assetMetadata: false },
  };
}

class GraphqlRefusal extends Error {}

function stringVariable(variables: Variables, key: string): string {
  const value = variables[key];
  if (typeof value !== 'string') throw new GraphqlRefusal(`variable ${key} must be a string`);
  return value;
}

/** The `data` of one operation. */
export function answer(ledger: FuelLedger, operation: string, variables: Variables): unknown {
  switch (operation) {
    case 'getChainAndNodeInfo':
      return { chain: chainInfo(ledger), nodeInfo: nodeInfo() };
    case 'getChain':
      return { chain: chainInfo(ledger) };
    case 'getNodeInfo':
    case 'getVersion':
      return { nodeInfo: nodeInfo() };
    case 'getLatestBlockHeight':
    case 'getConsensusParametersVersion':
      return { chain: chainInfo(ledger) };
    case 'getBalance':
    case 'getBalanceV2': {
      const amount = ledger
        .balance(stringVariable(variables, 'owner'), stringVariable(variables, 'assetId'))
        .toString();
      return { balance: { amount, amountU128: amount } };
    }
    case 'getCoinsToSpend': {
      const owner = stringVariable(variables, 'owner');
      const queries = Array.isArray(variables.queryPerAsset) ? variables.queryPerAsset : [];
      const excluded = (variables.excludedIds as { utxos?: unknown } | undefined)?.utxos;
      const coins = ledger.coinsToSpend(
        owner,
        queries.map((query: { assetId?: unknown; amount?: unknown }) => ({
          assetId: String(query.assetId),
          amount: BigInt(String(query.amount)),
        })),
        Array.isArray(excluded) ? excluded.map(String) : [],
      );
      return {
        coinsToSpend: coins.map((perAsset) =>
          perAsset.map((coin) => ({
            type: 'Coin',
            __typename: 'Coin',
            utxoId: coin.utxoId,
            owner: coin.owner,
            amount: coin.amount.toString(),
            assetId: coin.assetId,
            blockCreated: String(coin.blockCreated),
            txCreatedIdx: String(coin.txCreatedIdx),
          })),
        ),
      };
    }
    case 'getLatestGasPrice':
      return {
        latestGasPrice: { gasPrice: LOCAL_FUEL_GAS_PRICE.toString(), blockHeight: String(ledger.height()) },
      };
    case 'estimateGasPrice':
      return { estimateGasPrice: { gasPrice: LOCAL_FUEL_GAS_PRICE.toString() } };
    case 'dryRun': {
      const encoded = variables.encodedTransactions;
      const list = Array.isArray(encoded) ? encoded : [encoded];
      return {
        dryRun: list.map((each) => {
          const outcome = ledger.dryRun(arrayify(String(each)), variables.utxoValidation === true);
          return {
            id: outcome.id,
            status: {
              type: 'DryRunSuccessStatus',
              __typename: 'DryRunSuccessStatus',
              totalGas: outcome.gasUsed.toString(),
              totalFee: outcome.fee.toString(),
              programState: { returnType: 'RETURN', data: '0x0000000000000000' },
            },
            receipts: scriptReceipts(),
          };
        }),
      };
    }
    case 'submit': {
      const landed = ledger.submit(arrayify(stringVariable(variables, 'encodedTransaction')));
      return { submit: { id: landed.id } };
    }
    case 'getTransaction': {
      const landed = ledger.transaction(stringVariable(variables, 'transactionId'));
      return {
        transaction: landed
          ? {
              id: landed.id,
              rawPayload: landed.raw,
              status: {
                type: 'SuccessStatus',
                __typename: 'SuccessStatus',
                time: String(landed.time),
                totalGas: SCRIPT_GAS_USED.toString(),
                totalFee: landed.fee.toString(),
                block: {
                  id: `0x${landed.height.toString(16).padStart(64, '0')}`,
                  height: String(landed.height),
                },
                programState: { returnType: 'RETURN', data: '0x0000000000000000' },
                receipts: scriptReceipts(),
              },
            }
          : null,
      };
    }
    default:
      throw new GraphqlRefusal(
        `the Local Fuel ledger does not answer "${operation}" (it is not a Fuel node)`,
      );
  }
}

/** What running `RET 0` (the only script the ledger accepts) produces: a return of 0, then the result. */
function scriptReceipts() {
  return [
    {
      receiptType: 'RETURN',
      id: `0x${'00'.repeat(32)}`,
      val: '0',
      pc: '10368',
      is: '10368',
    },
    { receiptType: 'SCRIPT_RESULT', result: '0', gasUsed: SCRIPT_GAS_USED.toString() },
  ];
}

function operationOf(body: { operationName?: unknown; query?: unknown }): string {
  if (typeof body.operationName === 'string' && body.operationName !== '') return body.operationName;
  const match =
    typeof body.query === 'string' ? /\b(?:query|mutation|subscription)\s+(\w+)/.exec(body.query) : null;
  return match?.[1] ?? '';
}

export function createFuelGraphqlApp(ledger: FuelLedger, log?: (line: string) => void): Hono {
  const app = new Hono();
  app.use('*', cors());
  app.post(FUEL_GRAPHQL_PATH, async (c) => {
    let body: { operationName?: unknown; query?: unknown; variables?: unknown };
    try {
      body = await c.req.json();
    } catch {
      return c.json({ data: null, errors: [{ message: 'the request body is not JSON' }] }, 400);
    }
    const operation = operationOf(body);
    const variables = (
      typeof body.variables === 'object' && body.variables !== null ? body.variables : {}
    ) as Variables;
    // The height after the operation: a submission makes a block.
    const extensions = () => ({ current_fuel_block_height: ledger.height() });
    try {
      const data = answer(ledger, operation, variables);
      return c.json({ data, extensions: extensions() });
    } catch (error) {
      if (!(error instanceof FuelLedgerError || error instanceof GraphqlRefusal)) throw error;
      if (operation === 'submit') log?.(`refused a transaction: ${error.message}`);
      return c.json({ data: null, errors: [{ message: error.message }], extensions: extensions() });
    }
  });
  return app;
}

/** `url` is the GraphQL endpoint: the catalog's `node_url`. */
export type FuelGraphqlServer = ChainApiServer;

export function startFuelGraphql(
  ledger: FuelLedger,
  options: { port: number; host?: string | undefined; log?: (line: string) => void },
): Promise<FuelGraphqlServer> {
  return serveChainApi(createFuelGraphqlApp(ledger, options.log).fetch, {
    port: options.port,
    host: options.host,
    what: 'the Local Fuel ledger',
    path: FUEL_GRAPHQL_PATH,
  });
}
