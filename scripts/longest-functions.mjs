#!/usr/bin/env node
// The longest functions of one or more folders' app code (tests left out), longest first:
//   node scripts/longest-functions.mjs [folder=src ...] [count=15] [--max LINES]
// With --max it lists only the functions longer than LINES and fails when there is one:
// `npm run lint` holds the app's layers (all of src/ but the families' deposit builders and the
// API client) to 150 lines a function this way, so screens stay layouts and rules stay readable.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const args = process.argv.slice(2);
const maxAt = args.indexOf('--max');
const max = maxAt === -1 ? undefined : Number(args.splice(maxAt, 2)[1]);
const numeric = args.filter((arg) => /^\d+$/.test(arg));
const folders = args.filter((arg) => !/^\d+$/.test(arg));
const roots = folders.length > 0 ? folders : ['src'];
const root = roots.join(', ');
const count = numeric[0] ?? '15';
const isTest = (file) => /\.test\.tsx?$|test-support\.ts$/.test(file);

function* sources(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(full);
    else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') && !isTest(entry.name)) yield full;
  }
}

function nameOf(node) {
  if (node.name && ts.isIdentifier(node.name)) return node.name.text;
  const parent = node.parent;
  if (parent && ts.isVariableDeclaration(parent) && ts.isIdentifier(parent.name)) return parent.name.text;
  if (parent && ts.isPropertyAssignment(parent)) return parent.name.getText();
  if (parent && ts.isCallExpression(parent))
    return `(argument of ${parent.expression.getText().slice(0, 30)})`;
  return '(anonymous)';
}

const found = [];
for (const file of roots.flatMap((folder) => [...sources(folder)])) {
  const text = readFileSync(file, 'utf8');
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const visit = (node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const start = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1;
      const end = sf.getLineAndCharacterOfPosition(node.getEnd()).line + 1;
      found.push({ lines: end - start + 1, where: `${file}:${start}`, name: nameOf(node) });
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
}
found.sort((a, b) => b.lines - a.lines);
const shown = max === undefined ? found.slice(0, Number(count)) : found.filter((f) => f.lines > max);
for (const f of shown) console.log(`${String(f.lines).padStart(5)}  ${f.name}  ${f.where}`);
if (max !== undefined && shown.length > 0) {
  console.error(`✖ ${shown.length} function(s) in ${root} longer than ${max} lines: split them.`);
  process.exit(1);
}
