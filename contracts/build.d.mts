/** Types of contracts/build.mjs, for the TypeScript that imports it (the artifact test). */
export interface DepositoryArtifactJson {
  abi: readonly Record<string, unknown>[];
  bytecode: `0x${string}`;
  compiler: { name: 'solc-js'; version: string; settings: typeof SETTINGS };
}

export declare const CONTRACT_NAMES: readonly string[];
export declare const SOURCE_NAME: string;
export declare const CONTRACT_NAME: string;
export declare const SOURCE_PATH: string;
export declare const ARTIFACT_PATH: string;
export declare const SETTINGS: { optimizer: { enabled: boolean; runs: number }; evmVersion: string };
export declare function compileContract(name: string): DepositoryArtifactJson;
export declare function compileDepository(): DepositoryArtifactJson;
export declare function readArtifact(name?: string): DepositoryArtifactJson;
export declare function serializeArtifact(artifact: DepositoryArtifactJson): string;
