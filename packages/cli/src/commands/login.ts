import {
  API_TOKEN_ENV_VARIABLE,
  API_TOKEN_SCOPE_LABELS,
  ApiMeSchema,
  DEVELOPER_API_ME_PATH,
  isApiTokenFormat,
} from '@vmu/domain';
import type { CliContext } from '../cli-context';
import { usageError } from '../cli-error';
import type { CommandRunner, RunLine } from '../command-result';
import {
  configFilePath,
  readStoredLogin,
  removeStoredLogin,
  writeStoredLogin,
} from '../config-file';
import { PORTAL_URL_ENV_VARIABLE } from '../credentials';
import { PortalClient } from '../portal-client';
import { normalizePortalUrl } from '../portal-url';
import { createPrompter, type Prompter } from '../prompt';
import { formatInstant } from '../text-table';
import { userAgent } from '../user-agent';

// `login`: the token is checked with the portal (GET /me) before it is stored, so a mistyped or
// expired one is said now, not at the next upload. `logout` forgets it.

export const API_TOKEN_NOT_A_TOKEN =
  'That is not an API token: a token is vmu_ followed by 43 letters, digits, - or _. Copy it whole from your profile in the portal.';

type Asked = { variable: string; question: string; hidden: boolean; fallback?: string };

/**
 * The value given on the command line or in the environment, else asked for on the terminal
 * (the prompter is made on the first question), else a usage error: CI has no one to ask.
 */
async function valueOf(
  context: CliContext,
  prompter: () => Prompter,
  given: string | undefined,
  what: Asked,
): Promise<string> {
  const value = given ?? (context.env[what.variable] || undefined);
  if (value !== undefined) return value;
  if (!context.stdin.isTTY) {
    throw usageError(
      'login has no terminal to ask on.',
      `Give --url and --token, or set ${PORTAL_URL_ENV_VARIABLE} and ${API_TOKEN_ENV_VARIABLE}.`,
    );
  }
  const question = what.fallback ? `${what.question} [${what.fallback}]: ` : `${what.question}: `;
  return (await prompter().ask(question, { hidden: what.hidden })) || (what.fallback ?? '');
}

export const runLogin: CommandRunner = async (line: RunLine, context) => {
  const file = configFilePath(context);
  const stored = await readStoredLogin(file);
  let prompter: Prompter | undefined;
  const prompt = () => (prompter ??= createPrompter(context));
  let url: string;
  let token: string;
  try {
    url = normalizePortalUrl(
      await valueOf(context, prompt, line.url, {
        variable: PORTAL_URL_ENV_VARIABLE,
        question: 'Portal URL',
        hidden: false,
        fallback: stored?.url,
      }),
    );
    token = (
      await valueOf(context, prompt, line.options.token as string | undefined, {
        variable: API_TOKEN_ENV_VARIABLE,
        question: 'API token (make one on your profile in the portal)',
        hidden: true,
      })
    ).trim();
  } finally {
    prompter?.close();
  }
  if (!isApiTokenFormat(token)) throw usageError(API_TOKEN_NOT_A_TOKEN);

  const client = new PortalClient({ url, token, fetch: context.fetch, userAgent: userAgent() });
  const me = await client.get(DEVELOPER_API_ME_PATH, ApiMeSchema);
  await writeStoredLogin(file, { url, token });

  const scopes = me.token.scopes.map((scope) => API_TOKEN_SCOPE_LABELS[scope]).join(', ');
  return {
    json: { url, developer: me.developer, token: me.token, configFile: file },
    text:
      `Logged in to ${url} as ${me.developer.name} <${me.developer.email}>.\n` +
      `Token "${me.token.name}": ${scopes}; expires ${formatInstant(me.token.expiresAt)}.\n` +
      `Stored in ${file} (readable only by you).\n`,
  };
};

export const runLogout: CommandRunner = async (_line, context) => {
  const file = configFilePath(context);
  const removed = await removeStoredLogin(file);
  return {
    json: { removed, configFile: file },
    text: removed
      ? `Removed the stored login (${file}). Revoke the token on your profile to stop it everywhere.\n`
      : `There was no stored login (${file}).\n`,
  };
};
