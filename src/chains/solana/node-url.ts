/** The websocket of a node: the same host and port (web3.js would guess the next port). */
export function websocketOf(nodeUrl: string): string {
  return nodeUrl.replace(/^http/, 'ws');
}
