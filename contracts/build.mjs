/**
 * Compiles the contracts of this folder with solc-js (the exact version pinned in package.json,
 * offline) and writes one artifact beside each source, `<Name>.json`: `{ abi, bytecode, compiler }`.
 *
 * - PortageDepository.sol: the sandbox deploys its committed artifact on its local chains
 *   (service/chains/evm/setup.ts); service/chains/evm/depository.test.ts recompiles and compares.
 * - ResetFirstToken.sol: a USDT-style token for the chain tests only
 *   (src/chains/evm/deposit.anvil.test.ts, which also recompiles and compares).
 *
 *   node contracts/build.mjs           regenerate the artifacts
 *   node contracts/build.mjs --check   exit 1 when a committed artifact differs from a fresh build
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import solc from 'solc';

/** Every contract built here; each is `<name>.sol` holding `contract <name>`. */
export const CONTRACT_NAMES = ['PortageDepository', 'ResetFirstToken'];
export const SOURCE_NAME = 'PortageDepository.sol';
export const CONTRACT_NAME = 'PortageDepository';
export const SOURCE_PATH = sourcePath(CONTRACT_NAME);
export const ARTIFACT_PATH = artifactPath(CONTRACT_NAME);

function sourcePath(name) {
  return fileURLToPath(new URL(`./${name}.sol`, import.meta.url));
}

function artifactPath(name) {
  return fileURLToPath(new URL(`./${name}.json`, import.meta.url));
}

/** Part of the compiler input, recorded in the artifact: a change here changes the bytecode. */
export const SETTINGS = {
  optimizer: { enabled: true, runs: 200 },
  // Explicit, so a newer solc's default cannot move past what the local anvil nodes run.
  evmVersion: 'cancun',
};

/** Compiles a contract's source as it is on disk; throws on any compiler error. */
export function compileContract(name) {
  const sourceName = `${name}.sol`;
  const input = {
    language: 'Solidity',
    sources: { [sourceName]: { content: readFileSync(sourcePath(name), 'utf8') } },
    settings: {
      ...SETTINGS,
      outputSelection: { [sourceName]: { [name]: ['abi', 'evm.bytecode.object'] } },
    },
  };
  const output = JSON.parse(solc.compile(JSON.stringify(input)));
  const errors = (output.errors ?? []).filter((entry) => entry.severity === 'error');
  if (errors.length > 0) {
    throw new Error(
      `solc ${solc.version()} failed:\n${errors.map((entry) => entry.formattedMessage).join('\n')}`,
    );
  }
  const contract = output.contracts?.[sourceName]?.[name];
  if (!contract?.evm?.bytecode?.object) throw new Error(`solc produced no bytecode for ${name}`);
  return {
    abi: contract.abi,
    bytecode: `0x${contract.evm.bytecode.object}`,
    compiler: { name: 'solc-js', version: solc.version(), settings: SETTINGS },
  };
}

/** The depository, as the sandbox deploys it. */
export function compileDepository() {
  return compileContract(CONTRACT_NAME);
}

/** A contract's artifact as committed (the depository's by default). */
export function readArtifact(name = CONTRACT_NAME) {
  return JSON.parse(readFileSync(artifactPath(name), 'utf8'));
}

export function serializeArtifact(artifact) {
  return `${JSON.stringify(artifact, null, 2)}\n`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const check = process.argv.includes('--check');
  let stale = false;
  for (const name of CONTRACT_NAMES) {
    const started = Date.now();
    const fresh = compileContract(name);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    if (check) {
      const same = serializeArtifact(readArtifact(name)) === serializeArtifact(fresh);
      stale ||= !same;
      console.log(
        `${name}: ${same ? 'up to date' : 'OUT OF DATE: run node contracts/build.mjs'} (${seconds} s)`,
      );
      continue;
    }
    writeFileSync(artifactPath(name), serializeArtifact(fresh));
    console.log(`${name}: wrote ${artifactPath(name)} with solc ${fresh.compiler.version} (${seconds} s)`);
  }
  if (stale) process.exit(1);
}
