/**
 * `npm start`: builds what is missing, creates and seeds the SQLite database, serves the product
 * (API + frame) on one origin and the demo partner page on a different site, and prints the partner
 * page's URL.
 *
 * Environment: PORT (product, default 8080), DEMO_PORT (partner page, default 5173), PUBLIC_ORIGIN,
 * DEMO_ORIGIN, DATABASE_PATH, DATABASE_URL - see README "Configuration". LOCAL_OIDC_PORT (default PORT+1): the local
 * OpenID provider it also starts (README "Social sign-in"), which also serves the local SAML IdP under /saml/ (README
 * "Single sign-on": the demo company's SSO configurations are created over both). REBUILD=1 forces a fresh build.
 * A start-up failure prints one line naming the setting (e.g. `DATABASE_PATH is not writable: ...`).
 */
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { loadConfig } from '../server/src/config.ts';
import { startServer, startupFailureLine } from '../server/src/main.ts';
import { startDemoHost } from '../demo-host/server.ts';
import { buildState, runBuild } from './build-state.ts';

const repo = path.resolve(fileURLToPath(new URL('..', import.meta.url)));

/** Builds when an output `npm start` serves is missing (or REBUILD=1); `npm run test:e2e` also rebuilds stale ones. */
function buildIfMissing(): void {
  const { missing } = buildState(repo);
  if (missing.length > 0) runBuild(repo, `missing: ${missing.join(', ')}`);
  else if (process.env.REBUILD === '1') runBuild(repo, 'REBUILD=1');
}

async function main(): Promise<void> {
  buildIfMissing();
  const demoPort = Number(process.env.DEMO_PORT ?? 5173);
  const env = {
    ...process.env,
    DEMO_ORIGIN: process.env.DEMO_ORIGIN ?? `http://127.0.0.1:${demoPort}`,
    // Without SMTP_URL account mail goes to the outbox; the demo partner page shows it (never on a production server).
    MAIL_OUTBOX_HTTP: process.env.MAIL_OUTBOX_HTTP ?? '1',
    // Keep the console readable: warnings and errors only unless LOG_LEVEL asks for more.
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  };
  let config;
  try {
    config = loadConfig(env);
  } catch (err) {
    console.error(startupFailureLine(err));
    process.exit(1);
  }
  // The local OpenID provider: the default Google, Apple and Naver issuer (README "Social sign-in"; LOCAL_OIDC=0: none).
  const local = config.social.localProvider;
  // Loaded only here (oidc-provider prints a runtime notice when imported; a configuration error stays one line).
  const oidc = local.enabled
    ? await (await import('../server/src/dev/local-oidc-provider.ts')).startLocalOidcProvider({ port: local.port, productOrigins: [config.publicOrigin] }).catch((err: unknown) => {
        console.error(`LOCAL_OIDC_PORT ${local.port} could not be used: ${err instanceof Error ? err.message : String(err)}`);
        process.exit(1);
      })
    : null;
  const { app } = await startServer(config);
  // Company SSO (issue #27, README "Single sign-on"): the demo company's SAML and OIDC configurations over the local
  // providers (the SAML IdP's certificate is new at every start, so the configuration is refreshed with it).
  if (oidc) {
    await app.services.sso.ensureDemoConfigurations({
      oidcIssuer: oidc.issuer, saml: { entityId: oidc.saml.entityId, ssoUrl: oidc.saml.ssoUrl, certificatePem: oidc.saml.certificatePem },
    });
  }
  const demo = await startDemoHost({ port: demoPort, frameOrigin: config.publicOrigin, partnerId: 'demo' });
  console.log('');
  console.log(`Product (API + frame): ${config.publicOrigin}/`);
  console.log(`Demo partner page:     ${demo.url}`);
  if (oidc) console.log(`Local sign-in provider (Google, Apple, Naver, Acme SSO): ${oidc.issuer}`);
  if (oidc) console.log(`Local SAML IdP (Acme SSO):  ${oidc.saml.entityId}`);
  console.log('');
  const stop = async () => {
    await Promise.allSettled([demo.close(), app.close(), oidc?.close()]);
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((err: unknown) => {
  console.error(`Start-up failed: ${startupFailureLine(err)}`);
  process.exit(1);
});
