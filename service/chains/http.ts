/**
 * The HTTP facade start-up the verifying ledgers share (TON, Tron, Starknet, Fuel): a Hono app's
 * `fetch` served on `host:port`, with a close that does not wait for keep-alive connections.
 */
import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';

export interface ChainApiServer {
  url: string;
  close(): Promise<void>;
}

export interface ChainApiOptions {
  /** 0 for a free port. */
  port: number;
  /** Default 127.0.0.1. */
  host?: string | undefined;
  /** What the facade is, for the error when the port is taken ("the local TON API"). */
  what: string;
  /** Appended to `http://host:port` in `url` (e.g. the GraphQL endpoint's path). */
  path?: string;
}

/** Serves `fetch` on `host:port`; rejects with the port named when it is taken. */
export function serveChainApi(
  fetch: (request: Request) => Response | Promise<Response>,
  options: ChainApiOptions,
): Promise<ChainApiServer> {
  const host = options.host ?? '127.0.0.1';
  const server = createAdaptorServer({ fetch });
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`${options.what} cannot listen on port ${options.port}: it is in use`)
          : error,
      );
    });
    server.listen(options.port, host, () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://${host}:${port}${options.path ?? ''}`,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            // Keep-alive connections (a browser's) must not hold the sandbox's shutdown up.
            (server as { closeAllConnections?: () => void }).closeAllConnections?.();
          }),
      });
    });
  });
}
