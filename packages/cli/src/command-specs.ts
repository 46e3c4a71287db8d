import { API_TOKEN_ENV_VARIABLE } from '@vmu/domain';
import { PORTAL_URL_ENV_VARIABLE } from './credentials';

// Every command's arguments, options and examples, written once: the parser reads the options
// from here and the help is made from the same text, so the two cannot disagree.

export type OptionSpec = {
  type: 'string' | 'boolean';
  short?: string;
  /** The placeholder of a string option's value in the help ('<bundleId>'). */
  value?: string;
  description: string;
};

export type CommandSpec = {
  name: string;
  summary: string;
  /** The options and arguments as the usage line shows them, after the command's name. */
  usage: string;
  description: string;
  positionals: { name: string; description: string; required: boolean }[];
  options: Record<string, OptionSpec>;
  /** Options the command cannot run without. */
  required?: string[];
  examples: string[];
};

export const GLOBAL_OPTIONS: Record<string, OptionSpec> = {
  json: { type: 'boolean', description: 'print machine-readable JSON only (errors too)' },
  url: {
    type: 'string',
    value: '<url>',
    description: `the portal's URL; default: ${PORTAL_URL_ENV_VARIABLE}, then the stored login`,
  },
  help: { type: 'boolean', short: 'h', description: 'show this help' },
};

export const ENVIRONMENT: readonly [string, string][] = [
  [
    API_TOKEN_ENV_VARIABLE,
    'the API token to use; wins over the stored one (make tokens on your profile in the portal)',
  ],
  [PORTAL_URL_ENV_VARIABLE, "the portal's URL; wins over the stored one, --url wins over it"],
  ['XDG_CONFIG_HOME', 'where `login` stores its file on Linux (default ~/.config)'],
  ['APPDATA', 'where `login` stores its file on Windows'],
];

export const COMMANDS = [
  {
    name: 'login',
    summary: 'check an API token and store it for the next commands',
    usage: '[--token <token>]',
    description:
      'Asks for the portal URL and an API token (or takes --url and --token, or reads ' +
      `${PORTAL_URL_ENV_VARIABLE} and ${API_TOKEN_ENV_VARIABLE}), checks the token with the portal ` +
      'and stores both in your configuration folder, in a file only you can read ' +
      '(~/.config/vmu-portal/config.json on Linux, ~/Library/Application Support/vmu-portal on ' +
      'macOS, %APPDATA%\\vmu-portal on Windows). In CI, skip login and set the two variables.',
    positionals: [],
    options: {
      token: {
        type: 'string',
        value: '<token>',
        description: `the API token (vmu_...); default: ${API_TOKEN_ENV_VARIABLE}, else it is asked for`,
      },
    },
    examples: [
      'vmu-portal login',
      `vmu-portal login --url https://portal.example.com --token "$${API_TOKEN_ENV_VARIABLE}"`,
    ],
  },
  {
    name: 'logout',
    summary: 'forget the stored token',
    usage: '',
    description:
      'Removes the stored login from this machine. The token itself still works until it ' +
      'expires: revoke it on your profile in the portal to stop it everywhere.',
    positionals: [],
    options: {},
    examples: ['vmu-portal logout'],
  },
  {
    name: 'apps',
    summary: 'list your apps',
    usage: '',
    description:
      'Lists every app of your account (all pages), most recently changed first: bundle ' +
      'identifier, name, status, visibility and live version. Needs the READ_APPS scope.',
    positionals: [],
    options: {},
    examples: ['vmu-portal apps', 'vmu-portal apps --json'],
  },
  {
    name: 'upload',
    summary: 'upload a package as a new version of an app, and submit it',
    usage: '<file.vmupack> --app <bundleId> --notes <text|@file> [--submit]',
    description:
      'Checks the package on this machine with the portal’s own reader first and sends nothing ' +
      'when it is broken. Then asks the portal whether the token may upload (and submit), and ' +
      'whether the app is yours when the token may read apps, so a refusal costs no upload. ' +
      'Then streams the package to the portal as a new version of the app (the ' +
      'portal checks that the package is a build of this app and that its version number is ' +
      'higher than the live one), sets its release notes and, with --submit, submits it for ' +
      'review. Prints the version and its status. Needs the UPLOAD_BUILDS scope, and ' +
      'SUBMIT_FOR_REVIEW for --submit.',
    positionals: [
      {
        name: '<file.vmupack>',
        description: 'the package the VMU Pro SDK packer wrote',
        required: true,
      },
    ],
    options: {
      app: {
        type: 'string',
        value: '<bundleId>',
        description: "the app's bundle identifier, e.g. com.example.starhopper",
      },
      notes: {
        type: 'string',
        value: '<text|@file>',
        description:
          'the release notes: the text, @file to read a file, @- for standard input ' +
          '(@@ for a text that starts with @)',
      },
      submit: { type: 'boolean', description: 'submit the version for review after the upload' },
    },
    required: ['app', 'notes'],
    examples: [
      'vmu-portal upload build/star_hopper.vmupack --app com.example.starhopper --notes "Faster comets"',
      'vmu-portal upload build/star_hopper.vmupack --app com.example.starhopper --notes @CHANGELOG.md --submit',
      'vmu-portal upload game.vmupack --app com.example.game --notes @- --submit --json < notes.txt',
    ],
  },
  {
    name: 'status',
    summary: "review status of apps, of an app's versions or of one version",
    usage: '[--app <bundleId>] [--version <versionId|number>]',
    description:
      'Without --app, the status of each of your apps. With --app, the app and each version ' +
      "with its review status and the reviewer's notes. With --version too, that version and " +
      'the messages between you and the reviewer. Needs the READ_APPS scope.',
    positionals: [],
    options: {
      app: { type: 'string', value: '<bundleId>', description: "the app's bundle identifier" },
      version: {
        type: 'string',
        value: '<versionId|number>',
        description: "a version's id (as upload prints it) or its number, e.g. 1.4.2",
      },
    },
    examples: [
      'vmu-portal status',
      'vmu-portal status --app com.example.starhopper',
      'vmu-portal status --app com.example.starhopper --version 1.4.2 --json',
    ],
  },
] as const satisfies readonly CommandSpec[];

export type CommandName = (typeof COMMANDS)[number]['name'];

export const commandNamed = (name: string): CommandSpec | undefined =>
  COMMANDS.find((command) => command.name === name);
