// oidc-provider 9 ships no types; this is the small part of its API the test provider uses.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export type ClaimsResult = Record<string, unknown> & { sub: string };
  export type Account = {
    accountId: string;
    claims(use: string, scope: string): ClaimsResult | Promise<ClaimsResult>;
  };

  export type InteractionDetails = {
    uid: string;
    params: Record<string, unknown> & { client_id?: string; login_hint?: string };
    prompt: {
      name: string;
      details: {
        missingOIDCScope?: string[];
        missingOIDCClaims?: string[];
        missingResourceScopes?: Record<string, string[]>;
      };
    };
    grantId?: string;
    session?: { accountId?: string };
  };

  export class Grant {
    constructor(properties: { accountId: string; clientId: string });
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    addResourceScope(resource: string, scope: string): void;
    save(): Promise<string>;
  }

  export type AccessToken = { accountId: string; scope?: string; isExpired?: boolean };

  export class ClientModel {
    clientId: string;
    redirectUriAllowed(value: string): boolean;
  }

  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    proxy: boolean;
    Grant: typeof Grant;
    Client: typeof ClientModel;
    AccessToken: { find(value: string): Promise<AccessToken | undefined> };
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }
}
