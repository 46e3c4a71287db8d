import {
  API_TOKEN_ENV_VARIABLE,
  API_TOKEN_LIFETIME_DAYS,
  API_TOKEN_LIFETIMES,
  API_TOKEN_RATE_LIMITS,
  API_TOKEN_SCOPE_LABELS,
  API_TOKEN_SCOPES,
  CLI_CHECKSUMS_FILE,
  CLI_CI_STEPS,
  CLI_DOWNLOADS_PATH,
  CLI_LATEST_FILE,
  CLI_LATEST_JSON_FILE,
  CLI_SHA256_VARIABLE,
  CLI_VERSION_VARIABLE,
  DEVELOPER_API_OPENAPI_PATH,
  DEVELOPER_API_PREFIX,
  type ApiTokenScope,
} from '@vmu/domain';
import { Fragment } from 'react';
import { Link } from '@/components/link';
import { paths } from '@/config/paths';
import { CodeBlock, DataTable } from './docs-primitives';

// The publishing guide's section on shipping builds from a script or CI (decision 0043): API
// tokens, the vmu-portal CLI with a GitHub Actions example, and the REST API it calls.

const PORTAL_URL_VARIABLE = 'VMU_PORTAL_URL';

const SCOPE_USES: Record<ApiTokenScope, string> = {
  READ_APPS:
    'List your apps, read one with its versions, and read a version’s review status and the reviewer’s messages.',
  UPLOAD_BUILDS: 'Upload a package as a new version and set its release notes.',
  SUBMIT_FOR_REVIEW: 'Submit a version for review.',
};

const lifetimes = API_TOKEN_LIFETIMES.map((lifetime) => API_TOKEN_LIFETIME_DAYS[lifetime]);
const lifetimesText = `${lifetimes.slice(0, -1).join(', ')} or ${lifetimes.at(-1)}`;

/** A route's path, breakable only before its slashes (never inside a name) on a narrow screen. */
function RoutePath({ path }: { path: string }) {
  return (
    <code>
      {path
        .split('/')
        .slice(1)
        .map((part, index) => (
          <Fragment key={index}>
            {index > 0 && <wbr />}
            <span className="whitespace-nowrap">/{part}</span>
          </Fragment>
        ))}
    </code>
  );
}

const CLI_URL = `${CLI_DOWNLOADS_PATH}/${CLI_LATEST_FILE}`;
const CHECKSUMS_URL = `${CLI_DOWNLOADS_PATH}/${CLI_CHECKSUMS_FILE}`;
const LATEST_JSON_URL = `${CLI_DOWNLOADS_PATH}/${CLI_LATEST_JSON_FILE}`;

// The portal's own address is not known when the page is built (it is prerendered): the
// examples name it as the variable CI sets anyway.
const CLI_SESSION = `curl -fsSLO "$${PORTAL_URL_VARIABLE}${CLI_URL}"
curl -fsSL "$${PORTAL_URL_VARIABLE}${CHECKSUMS_URL}" | sha256sum -c --ignore-missing -
node ${CLI_LATEST_FILE} login
node ${CLI_LATEST_FILE} apps
node ${CLI_LATEST_FILE} upload build/game.vmupack --app com.example.game --notes @CHANGELOG.md --submit
node ${CLI_LATEST_FILE} status --app com.example.game`;

/** The workflow's step, its lines indented under `run: |`. */
const CI_STEPS = CLI_CI_STEPS.map((line) => `          ${line}`).join('\n');

const WORKFLOW = `name: Publish to the VMU Pro store

on:
  push:
    tags: ['v*']

jobs:
  publish:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - uses: actions/setup-node@v4
        with:
          node-version: 22
      # Your own build, writing build/game.vmupack with the SDK packer.
      - run: ./build.sh
      - name: Upload and submit for review
        run: |
${CI_STEPS}
        env:
          ${API_TOKEN_ENV_VARIABLE}: \${{ secrets.${API_TOKEN_ENV_VARIABLE} }}
          ${PORTAL_URL_VARIABLE}: \${{ vars.${PORTAL_URL_VARIABLE} }}
          ${CLI_VERSION_VARIABLE}: \${{ vars.${CLI_VERSION_VARIABLE} }}
          ${CLI_SHA256_VARIABLE}: \${{ vars.${CLI_SHA256_VARIABLE} }}`;

const CURL_UPLOAD = `curl --fail-with-body \\
  -H "Authorization: Bearer $${API_TOKEN_ENV_VARIABLE}" \\
  -H "Content-Type: application/octet-stream" \\
  --data-binary @build/game.vmupack \\
  "$${PORTAL_URL_VARIABLE}${DEVELOPER_API_PREFIX}/apps/com.example.game/versions"`;

const SAMPLE_ERROR = `{
  "error": {
    "code": "VERSION_NOT_NEWER",
    "message": "Version 1.4.2 is not greater than the live version 1.4.2. An update needs a higher version number.",
    "field": "assets.vmupack"
  }
}`;

const ENDPOINTS = [
  ['GET', '/me', 'Any', 'The developer and the token: a way to check a token.'],
  [
    'GET',
    '/apps',
    'READ_APPS',
    'Your apps, most recently changed first, a page at a time (limit, cursor).',
  ],
  ['GET', '/apps/{bundleIdentifier}', 'READ_APPS', 'One app with its versions, newest first.'],
  [
    'POST',
    '/apps/{bundleIdentifier}/versions',
    'UPLOAD_BUILDS',
    'The .vmupack file as the body: a new draft version.',
  ],
  ['PATCH', '/apps/{bundleIdentifier}/versions/{versionId}', 'UPLOAD_BUILDS', 'Its release notes.'],
  [
    'POST',
    '/apps/{bundleIdentifier}/versions/{versionId}/submit',
    'SUBMIT_FOR_REVIEW',
    'Submit the version for review.',
  ],
  [
    'GET',
    '/apps/{bundleIdentifier}/versions/{versionId}',
    'READ_APPS',
    'Its review status and the messages between you and the reviewer.',
  ],
] as const;

const ERRORS = [
  ['401 UNAUTHENTICATED', 'No token, or one that is malformed or unknown.'],
  ['401 TOKEN_EXPIRED, TOKEN_REVOKED', 'Make a new token on your profile.'],
  [
    '403 ACCOUNT_NOT_ALLOWED',
    'Your developer account is not verified any more, so its tokens do not work.',
  ],
  ['403 MISSING_SCOPE', 'The token lacks the scope the message names.'],
  ['404 NOT_FOUND', 'You have no app with this bundle identifier, or it has no such version.'],
  ['429 RATE_LIMITED', 'Too many requests: wait the seconds the Retry-After header gives.'],
  [
    '400, 409, 413, 422',
    'The package or the version was refused, with the same message the portal shows: not a valid package, not a newer version, too large, already in review.',
  ],
] as const;

export function CiSection() {
  const { requests, uploads } = API_TOKEN_RATE_LIMITS;
  return (
    <>
      <p>
        If your game builds in CI, you can ship each build without opening a browser: make an API
        token once, then let the <code>vmu-portal</code> command line tool (or your own script)
        upload the package, set its release notes and submit it for review. Every build gets the
        same checks as an upload in the portal.
      </p>
      <h3>API tokens</h3>
      <p>
        Make tokens in the <strong>API tokens</strong> section of your{' '}
        <Link to={paths.profile}>Profile</Link>. Give each one a name (say, the pipeline that uses
        it), the scopes it needs and an expiry of {lifetimesText} days. The token is shown once:
        copy it into your CI&apos;s secrets straight away. The portal keeps only a hash of it, lists
        when each token was last used, and lets you revoke a token at any time; it stops working at
        once.
      </p>
      <DataTable
        caption="Token scopes"
        columns={['Scope', 'What it allows']}
        rows={API_TOKEN_SCOPES.map((scope) => [
          <>
            {API_TOKEN_SCOPE_LABELS[scope]} (<code>{scope}</code>)
          </>,
          SCOPE_USES[scope],
        ])}
      />
      <p>
        A token acts only as you and only within its scopes. It stops working if your developer
        account is no longer verified. Each token may send {requests.limit} requests a minute, of
        which {uploads.limit} uploads.
      </p>
      <h3>The command line tool</h3>
      <p>
        This portal serves <code>vmu-portal</code> as one JavaScript file that runs on Node.js 20 or
        newer, with nothing to install: <a href={CLI_URL}>{CLI_URL}</a> is the newest version,{' '}
        <code>{CLI_DOWNLOADS_PATH}/vmu-portal-</code>
        <var>version</var>
        <code>.mjs</code> a fixed one, and <a href={CHECKSUMS_URL}>{CHECKSUMS_URL}</a> lists their
        SHA-256 checksums (<a href={LATEST_JSON_URL}>{LATEST_JSON_URL}</a> gives the newest version,
        file and checksum as JSON). It is not on npm: a package called <code>@vmu/cli</code> there
        is not ours. Its commands are <code>login</code> (checks a token and stores it in your
        configuration folder), <code>apps</code>, <code>upload</code> and <code>status</code>; add{' '}
        <code>--help</code> to any of them. Before sending a byte, <code>upload</code> checks the
        package with the same reader as the portal, so a broken package fails fast. Any refusal
        exits with a non-zero code and the portal&apos;s message, and <code>--json</code> prints
        machine-readable output.
      </p>
      <CodeBlock label="Command line examples">{CLI_SESSION}</CodeBlock>
      <p>
        In CI, skip <code>login</code>: set <code>{API_TOKEN_ENV_VARIABLE}</code> to the token and{' '}
        <code>{PORTAL_URL_VARIABLE}</code> to this portal&apos;s address. <code>--notes</code> takes
        the text itself, or <code>@file</code> to read the notes from a file.
      </p>
      <h3>A GitHub Actions workflow</h3>
      <p>
        Store the token as the repository secret <code>{API_TOKEN_ENV_VARIABLE}</code> and the
        portal&apos;s address as the variable <code>{PORTAL_URL_VARIABLE}</code>. Pin the tool: set
        the variables <code>{CLI_VERSION_VARIABLE}</code> and <code>{CLI_SHA256_VARIABLE}</code> to
        the version and checksum in <a href={LATEST_JSON_URL}>{LATEST_JSON_URL}</a>, so a build uses
        the file you checked and stops if it ever differs. This workflow uploads and submits a build
        whenever you push a version tag:
      </p>
      <CodeBlock label="GitHub Actions workflow">{WORKFLOW}</CodeBlock>
      <h3>The REST API</h3>
      <p>
        The tool calls the portal&apos;s REST API under <code>{DEVELOPER_API_PREFIX}</code>, which
        you can call from any language. It is described by an OpenAPI 3.1 document at{' '}
        <a href={DEVELOPER_API_OPENAPI_PATH}>{DEVELOPER_API_OPENAPI_PATH}</a>. Send the token in the{' '}
        <code>Authorization: Bearer</code> header.
      </p>
      <DataTable
        caption={`Developer API endpoints, under ${DEVELOPER_API_PREFIX}`}
        columns={['Endpoint', 'Scope', 'What it does']}
        rows={ENDPOINTS.map(([method, path, scope, use]) => [
          <>
            <code>{method}</code> <RoutePath path={path} />
          </>,
          <code className="whitespace-nowrap">{scope}</code>,
          use,
        ])}
      />
      <p>
        An upload sends the package&apos;s bytes as the body with its size in{' '}
        <code>Content-Length</code>. For a published app it becomes the draft of its next update,
        which must be a newer version of the same app; for an app not yet published, it becomes the
        app&apos;s package, as in the app form.
      </p>
      <CodeBlock label="Uploading with curl">{CURL_UPLOAD}</CodeBlock>
      <p>
        Errors are JSON with a stable <code>code</code> to branch on and a <code>message</code> to
        show, and <code>field</code> when one field is at fault:
      </p>
      <CodeBlock label="An error answer">{SAMPLE_ERROR}</CodeBlock>
      <DataTable caption="Errors" columns={['Status and code', 'What to do']} rows={ERRORS} />
    </>
  );
}
