import { readFileSync, writeFileSync } from 'node:fs';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
const file = process.argv[2];
const code = readFileSync(file, 'utf8');
const map = new TraceMap(readFileSync(file + '.map', 'utf8'));
const lines = code.split('\n');
const bySrcLine = new Map();
for (let l = 0; l < lines.length; l++) {
  const line = lines[l];
  for (let c = 0; c < line.length; c++) {
    const p = originalPositionFor(map, { line: l + 1, column: c });
    if (!p.source || !p.source.includes(process.argv[3])) continue;
    const k = p.source.replace(/.*node_modules\//,'') + ':' + p.line;
    bySrcLine.set(k, (bySrcLine.get(k) ?? 0) + 1);
  }
}
writeFileSync('/tmp/rr-lines.txt', [...bySrcLine].map(([k,n])=>k+' '+n).join('\n'));
