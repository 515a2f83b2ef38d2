/**
 * The part of oidc-provider 9's API the local provider uses (the package ships no type declarations and
 * @types/oidc-provider is not installed). Shapes from node_modules/oidc-provider/lib (provider.js, helpers/defaults.js).
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface GrantInstance {
    addOIDCScope(scope: string): void;
    /** The granted OpenID scopes, space-separated (undefined when none). */
    getOIDCScope(): string | undefined;
    save(): Promise<string>;
  }
  export interface GrantClass {
    new (init: { clientId: string; accountId: string }): GrantInstance;
    find(id: string): Promise<GrantInstance | undefined>;
  }
  export interface KoaContextWithOIDC {
    type: string;
    body: unknown;
    oidc: {
      client?: { clientId: string };
      session?: { accountId?: string; grantIdFor(clientId: string): string | undefined };
      result?: { consent?: { grantId?: string } };
      provider: { Grant: GrantClass };
      /** The authorization request's parameters (scope, ...). */
      params?: Record<string, unknown>;
    };
  }
  export interface InteractionDetails {
    uid: string;
    params: Record<string, unknown>;
    prompt: { name: string };
  }
  export interface Account {
    accountId: string;
    claims(use: string, scope: string): Promise<Record<string, unknown>>;
  }
  export interface Configuration {
    clients?: Record<string, unknown>[];
    jwks?: { keys: Record<string, unknown>[] };
    cookies?: { keys?: string[] };
    claims?: Record<string, string[]>;
    scopes?: string[];
    subjectTypes?: string[];
    pairwiseIdentifier?: (ctx: unknown, accountId: string, client: { clientId: string }) => Promise<string>;
    features?: Record<string, unknown>;
    pkce?: { required?: (ctx: KoaContextWithOIDC, client: unknown) => boolean };
    interactions?: { url?: (ctx: KoaContextWithOIDC, interaction: { uid: string }) => string; policy?: InteractionPolicy };
    loadExistingGrant?: (ctx: KoaContextWithOIDC) => Promise<GrantInstance | undefined>;
    findAccount?: (ctx: KoaContextWithOIDC, sub: string) => Promise<Account | undefined>;
    ttl?: Record<string, number>;
    conformIdTokenClaims?: boolean;
    renderError?: (ctx: KoaContextWithOIDC, out: Record<string, unknown>, error: unknown) => Promise<void>;
  }
  /** The ordered prompts of an interaction policy (helpers/interaction_policy). */
  export interface InteractionPolicy extends Array<unknown> {
    add(prompt: InteractionPrompt, index?: number): void;
  }
  export class InteractionPrompt {
    constructor(info: { name: string; requestable?: boolean }, ...checks: unknown[]);
  }
  export const interactionPolicy: { base(): InteractionPolicy; Prompt: typeof InteractionPrompt };
  export default class Provider {
    constructor(issuer: string, configuration?: Configuration);
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionFinished(req: IncomingMessage, res: ServerResponse, result: Record<string, unknown>, options?: { mergeWithLastSubmission?: boolean }): Promise<void>;
  }
}
