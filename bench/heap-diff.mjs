// What grew between two heap snapshots of the server: objects counted by constructor and by shape (their
// property names), sorted by growth. A snapshot forces a full GC, so what it holds is live, not garbage waiting.
//   NODE_OPTIONS=--heapsnapshot-signal=SIGUSR2 npm start   (the server writes Heap.*.heapsnapshot into its cwd)
//   kill -USR2 <pid>; …minutes of traffic (bench/soak.mjs, bench/load.mjs)…; kill -USR2 <pid>
//   node --max-old-space-size=4000 bench/heap-diff.mjs Heap.…001.heapsnapshot Heap.…002.heapsnapshot
// Writing a snapshot raises the server's RSS for good (glibc keeps the pages), so never judge RSS in that run.
import { readFileSync } from 'node:fs';

const TOP = 25;

function tally(file) {
  const snapshot = JSON.parse(readFileSync(file, 'utf8'));
  const { node_fields: nodeFields, edge_fields: edgeFields, node_types: nodeTypes, edge_types: edgeTypes } = snapshot.snapshot.meta;
  const [types] = nodeTypes;
  const [edgeKinds] = edgeTypes;
  const { nodes, edges, strings } = snapshot;
  const at = { type: nodeFields.indexOf('type'), name: nodeFields.indexOf('name'), size: nodeFields.indexOf('self_size'), edges: nodeFields.indexOf('edge_count') };
  const byConstructor = new Map();
  const byShape = new Map();
  let bytes = 0;
  let edge = 0;
  for (let node = 0; node < nodes.length; node += nodeFields.length) {
    const type = types[nodes[node + at.type]];
    const properties = [];
    for (let n = 0; n < nodes[node + at.edges]; n += 1, edge += edgeFields.length) {
      if (edgeKinds[edges[edge]] === 'property') properties.push(strings[edges[edge + 1]]);
    }
    const size = nodes[node + at.size];
    bytes += size;
    const name = type === 'object' || type === 'closure' ? `${type} ${strings[nodes[node + at.name]]}` : `(${type})`;
    const entry = byConstructor.get(name) ?? { count: 0, bytes: 0 };
    entry.count += 1;
    entry.bytes += size;
    byConstructor.set(name, entry);
    if (type === 'object') {
      const shape = `${strings[nodes[node + at.name]]}{${properties.slice(0, 8).join(',')}}`;
      byShape.set(shape, (byShape.get(shape) ?? 0) + 1);
    }
  }
  return { bytes, byConstructor, byShape };
}

const [before, after] = process.argv.slice(2, 4).map(tally);
if (!after) throw new Error('usage: node bench/heap-diff.mjs <earlier.heapsnapshot> <later.heapsnapshot>');
console.info(`live heap ${(before.bytes / 1e6).toFixed(1)} → ${(after.bytes / 1e6).toFixed(1)} MB`);
console.info('\nby constructor: Δcount  Δbytes  count  name');
const constructors = [...after.byConstructor].map(([name, { count, bytes }]) => ({ name, count, dCount: count - (before.byConstructor.get(name)?.count ?? 0), dBytes: bytes - (before.byConstructor.get(name)?.bytes ?? 0) }));
for (const row of constructors.sort((a, b) => b.dBytes - a.dBytes).slice(0, TOP)) console.info(`${String(row.dCount).padStart(8)} ${`${(row.dBytes / 1e3).toFixed(0)} kB`.padStart(9)} ${String(row.count).padStart(8)}  ${row.name}`);
console.info('\nby shape: Δcount  count  shape');
const shapes = [...after.byShape].map(([shape, count]) => ({ shape, count, dCount: count - (before.byShape.get(shape) ?? 0) }));
for (const row of shapes.sort((a, b) => b.dCount - a.dCount).slice(0, TOP)) console.info(`${String(row.dCount).padStart(8)} ${String(row.count).padStart(8)}  ${row.shape.slice(0, 160)}`);
