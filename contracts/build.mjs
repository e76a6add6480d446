/**
 * Compiles contracts/PortageDepository.sol with solc-js (the exact version pinned in package.json,
 * offline) and writes contracts/PortageDepository.json: `{ abi, bytecode, compiler }`.
 *
 *   node contracts/build.mjs           regenerate the artifact
 *   node contracts/build.mjs --check   exit 1 when the committed artifact differs from a fresh build
 *
 * The sandbox deploys the committed artifact's bytecode on its local chains
 * (service/chains/evm/setup.ts); service/chains/evm/depository.test.ts recompiles and compares.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import solc from 'solc';

export const SOURCE_NAME = 'PortageDepository.sol';
export const CONTRACT_NAME = 'PortageDepository';
export const SOURCE_PATH = fileURLToPath(new URL(`./${SOURCE_NAME}`, import.meta.url));
export const ARTIFACT_PATH = fileURLToPath(new URL(`./${CONTRACT_NAME}.json`, import.meta.url));

/** Part of the compiler input, recorded in the artifact: a change here changes the bytecode. */
export const SETTINGS = {
  optimizer: { enabled: true, runs: 200 },
  // Explicit, so a newer solc's default cannot move past what the local anvil nodes run.
  evmVersion: 'cancun',
};

/** Compiles the source as it is on disk; throws on any compiler error. */
export function compileDepository() {
  const input = {
    language: 'Solidity',
    sources: { [SOURCE_NAME]: { content: readFileSync(SOURCE_PATH, 'utf8') } },
    settings: {
      ...SETTINGS,
      outputSelection: { [SOURCE_NAME]: { [CONTRACT_NAME]: ['abi', 'evm.bytecode.object'] } },
    },
  };
  const output = JSON.parse(solc.compile(JSON.stringify(input)));
  const errors = (output.errors ?? []).filter((entry) => entry.severity === 'error');
  if (errors.length > 0) {
    throw new Error(
      `solc ${solc.version()} failed:\n${errors.map((entry) => entry.formattedMessage).join('\n')}`,
    );
  }
  const contract = output.contracts?.[SOURCE_NAME]?.[CONTRACT_NAME];
  if (!contract?.evm?.bytecode?.object) throw new Error(`solc produced no bytecode for ${CONTRACT_NAME}`);
  return {
    abi: contract.abi,
    bytecode: `0x${contract.evm.bytecode.object}`,
    compiler: { name: 'solc-js', version: solc.version(), settings: SETTINGS },
  };
}

/** The artifact as committed. */
export function readArtifact() {
  return JSON.parse(readFileSync(ARTIFACT_PATH, 'utf8'));
}

export function serializeArtifact(artifact) {
  return `${JSON.stringify(artifact, null, 2)}\n`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const started = Date.now();
  const fresh = compileDepository();
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (process.argv.includes('--check')) {
    const same = serializeArtifact(readArtifact()) === serializeArtifact(fresh);
    console.log(
      `${CONTRACT_NAME}: ${same ? 'up to date' : 'OUT OF DATE: run node contracts/build.mjs'} (${seconds} s)`,
    );
    process.exit(same ? 0 : 1);
  }
  writeFileSync(ARTIFACT_PATH, serializeArtifact(fresh));
  console.log(`${CONTRACT_NAME}: wrote ${ARTIFACT_PATH} with solc ${fresh.compiler.version} (${seconds} s)`);
}
