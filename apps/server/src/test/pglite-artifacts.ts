import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { PgliteArtifacts } from '../platform/pglite/pglite-protocol.js';

let loading: Promise<PgliteArtifacts> | undefined;

/**
 * PGlite's WebAssembly compiled once per test process, for every test database it opens (each PGlite
 * runs in a worker thread of its own, which would otherwise compile it again: about 1.6 CPU-seconds an
 * opening, some ninety openings a PGlite run). The same module and bundle as the server's PGlite runs.
 */
export function pgliteArtifacts(): Promise<PgliteArtifacts> {
  loading ??= load();
  return loading;
}

async function load(): Promise<PgliteArtifacts> {
  const dist = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  const [pglite, initdb, fsBundle] = await Promise.all(['pglite.wasm', 'initdb.wasm', 'pglite.data'].map((file) => readFile(path.join(dist, file))));
  const [pgliteWasmModule, initdbWasmModule] = await Promise.all([WebAssembly.compile(pglite!), WebAssembly.compile(initdb!)]);
  return { pgliteWasmModule, initdbWasmModule, fsBundle: new Uint8Array(fsBundle!) };
}
