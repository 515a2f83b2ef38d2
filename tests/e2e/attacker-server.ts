/**
 * Serves a page on an origin that no partner allows (ATTACKER_PORT). It tries to frame the product and
 * to drive it by postMessage; the e2e spec checks that both fail.
 */
import { startDemoHost } from '../../demo-host/server.ts';

const port = Number(process.env.ATTACKER_PORT ?? 5182);
const productOrigin = process.env.PRODUCT_ORIGIN ?? 'http://localhost:8181';

const framePage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Attacker</title></head>
<body>
<h1>Attacker page</h1>
<iframe id="victim" title="Victim frame" src="${productOrigin}/p/demo/" style="width:800px;height:600px"></iframe>
</body></html>`;

const blankPage = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Attacker opener</title></head>
<body><h1>Attacker opener</h1></body></html>`;

await startDemoHost({
  port,
  frameOrigin: productOrigin,
  partnerId: 'demo',
  extraPages: { '/attack-frame.html': framePage, '/attack-opener.html': blankPage },
});
console.log(`attacker page on http://127.0.0.1:${port}/`);
