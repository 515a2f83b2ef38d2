/**
 * Serves a page on an origin that no partner allows (ATTACKER_PORT). It tries to frame the product and
 * to drive it by postMessage; the e2e spec checks that both fail.
 */
import { startDemoHost } from '../../demo-host/server.ts';
import { MALFORMED_ICON, MALFORMED_ICON_PATH, SCRIPTED_ICON, SCRIPTED_ICON_PATH } from './pages/hostile-icons.ts';

const port = Number(process.env.ATTACKER_PORT ?? 5182);
const productOrigin = process.env.PRODUCT_ORIGIN ?? 'http://localhost:8181';

const framePage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Attacker</title></head>
<body>
<h1>Attacker page</h1>
<iframe id="victim" title="Victim frame" src="${productOrigin}/p/demo/" style="width:800px;height:600px"></iframe>
</body></html>`;

/**
 * Follows the README's script-tag embedding on this (not allowed) origin, with a 4 s load timeout: the SDK must
 * report `error` and show its fallback instead of an endless spinner. Each `error` payload is appended to
 * `#sdk-errors` as JSON. `partnerId` is `demo` (a partner that does not allow this origin) or one the product
 * does not know.
 */
const sdkPage = (partnerId: string): string => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Attacker SDK embed</title></head>
<body>
<h1>Attacker SDK embed</h1>
<div id="travel-frame"></div>
<ul id="sdk-errors" aria-label="SDK errors"></ul>
<script src="${productOrigin}/sdk/host-sdk.iife.js"></script>
<script>
  const frame = TravelHostSdk.mount('#travel-frame', { partnerId: '${partnerId}', frameOrigin: '${productOrigin}', loadTimeoutMs: 4000 });
  frame.on('error', (e) => {
    const li = document.createElement('li');
    li.textContent = JSON.stringify(e);
    document.getElementById('sdk-errors').appendChild(li);
  });
</script>
</body></html>`;

/** A social icon readable cross-origin (the frame fetches icons as text), like a real CDN's. */
const icon = (body: string) => ({ contentType: 'image/svg+xml', body, allowOrigin: '*' });

const blankPage = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Attacker opener</title></head>
<body><h1>Attacker opener</h1></body></html>`;

await startDemoHost({
  port,
  frameOrigin: productOrigin,
  partnerId: 'demo',
  extraPages: { '/attack-frame.html': framePage, '/attack-opener.html': blankPage, '/attack-sdk.html': sdkPage('demo'), '/unknown-partner-sdk.html': sdkPage('no-such-partner'),
    [MALFORMED_ICON_PATH]: icon(MALFORMED_ICON),
    [SCRIPTED_ICON_PATH]: icon(SCRIPTED_ICON),
  },
});
console.log(`attacker page on http://127.0.0.1:${port}/`);
