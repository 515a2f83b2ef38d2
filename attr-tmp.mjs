import { readFileSync } from 'node:fs';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { brotliCompressSync, constants } from 'node:zlib';
const file = process.argv[2];
const code = readFileSync(file, 'utf8');
const map = new TraceMap(readFileSync(file + '.map', 'utf8'));
const lines = code.split('\n');
const bySource = new Map();
const unmapped = [];
for (let l = 0; l < lines.length; l++) {
  const line = lines[l];
  let cur = null, start = 0;
  const flush = (end) => { const s = cur ?? '(unmapped)'; const t = line.slice(start, end); bySource.set(s, (bySource.get(s) ?? '') + t); };
  // sample per char is expensive; use mapping segments
  const segs = map.decodedMappings?.[l];
  for (let c = 0; c < line.length; c++) {
    const p = originalPositionFor(map, { line: l + 1, column: c });
    const s = p.source;
    if (s !== cur) { if (c > 0) flush(c); cur = s; start = c; }
  }
  flush(line.length);
  if (l < lines.length - 1) bySource.set(cur ?? '(unmapped)', (bySource.get(cur ?? '(unmapped)') ?? '') + '\n');
}
const group = (s) => {
  if (s === '(unmapped)' || s == null) return '(unmapped)';
  let m = s.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/); if (m) return m[1];
  m = s.match(/frame-app\/src\/(.+)/); if (m) return m[1];
  m = s.match(/(contract|brands)\/src\/([^/]+)/); if (m) return m[1] + '/' + m[2];
  return s;
};
const g = new Map();
for (const [s, t] of bySource) g.set(group(s), (g.get(group(s)) ?? '') + t);
const br = (t) => brotliCompressSync(Buffer.from(t), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
const rows = [...g].map(([k, t]) => [k, t.length, br(t)]).sort((a, b) => b[2] - a[2]);
let tot = 0; for (const r of rows) tot += r[2];
for (const r of rows.slice(0, Number(process.argv[3] ?? 60))) console.log(String(r[2]).padStart(7), String(r[1]).padStart(8), r[0]);
console.log('sum', tot, 'whole', br(code));
if (process.argv[4]) { const fs = await import('node:fs'); fs.writeFileSync(process.argv[4], bySource.get('(unmapped)') ?? g.get('(unmapped)')); }
