// Types of scripts/system-tools.mjs for the TypeScript that imports it (the sandbox service).
export type Tool = 'chromium' | 'litecoind';
export declare const TOOLS: Record<
  Tool,
  { env: string; debianPackage: string; debianPath: string; names: string[]; what: string; example: string }
>;
export declare function findTool(tool: Tool, env?: NodeJS.ProcessEnv, debianPath?: string): string | null;
export declare function onPath(names: readonly string[], env?: NodeJS.ProcessEnv): string | null;
export declare function missingToolSentence(tool: Tool, env?: NodeJS.ProcessEnv): string;
