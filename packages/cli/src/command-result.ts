import type { CliContext } from './cli-context';
import type { CommandLine } from './command-line';
import { resolveCredentials } from './credentials';
import { PortalClient } from './portal-client';
import { userAgent } from './user-agent';

// What every command is: it reads its parsed command line, may talk to the portal, and answers
// one result in two forms; main prints the one asked for.

export type RunLine = Extract<CommandLine, { kind: 'run' }>;

export type CommandResult = {
  /** What --json prints. */
  json: unknown;
  /** What a person reads, ending with a newline. */
  text: string;
};

export type CommandRunner = (line: RunLine, context: CliContext) => Promise<CommandResult>;

/** A client on the portal and token the environment, --url or the stored login name. */
export async function portalClientFor(line: RunLine, context: CliContext): Promise<PortalClient> {
  const credentials = await resolveCredentials(context, { url: line.url });
  return new PortalClient({ ...credentials, fetch: context.fetch, userAgent: userAgent() });
}

/** Progress and notes for a person: on stderr, so stdout holds only the result; none with --json. */
export function noteFor(line: RunLine, context: CliContext): (text: string) => void {
  return (text) => {
    if (!line.json) context.stderr.write(`${text}\n`);
  };
}
