/** The token table the build makes (scripts/token-table.ts): see ./types.ts. */
declare module 'virtual:portage-token-table' {
  const table: import('./types').TokenTable;
  export default table;
}
