// The VMU Pro SDK's public example projects, shown at /examples. Their sources live in the SDK's
// repository (the packer path in the publishing guide is vmupro-sdk/tools/packer).
export const SDK_REPOSITORY_URL = 'https://github.com/AppCakeLtd/vmupro-sdk';

export type SdkExample = {
  name: string;
  /** lua or native (C/C++ built with the SDK), as metadata.json's app_environment says. */
  environment: 'Lua' | 'Native (C)';
  description: string;
  /** The example's folder in the SDK repository. */
  folder: string;
};

export const SDK_EXAMPLES: readonly SdkExample[] = [
  {
    name: 'Hello World',
    environment: 'Lua',
    description:
      'The smallest Lua app: one app.lua, its metadata.json and the scripts that pack it into a .vmupack and send it to the device.',
    folder: 'examples/hello_world',
  },
  {
    name: 'SDK test suite',
    environment: 'Lua',
    description:
      'A larger Lua app split into libraries and pages: input, text, graphics, sprites and double-buffered drawing, page by page.',
    folder: 'examples/nested_example',
  },
  {
    name: 'Minimal native app',
    environment: 'Native (C)',
    description:
      'The starting point for a native app: a C entry point, the CMake build and the packing scripts.',
    folder: 'examples/minimal',
  },
  {
    name: 'Graphics samples',
    environment: 'Native (C)',
    description: 'Native drawing: tiles, sprites and images converted for the display.',
    folder: 'examples/gfx_samples',
  },
  {
    name: 'Network',
    environment: 'Native (C)',
    description: 'A native app that uses the network.',
    folder: 'examples/network',
  },
];

/** The example's folder on the SDK's default branch. */
export function exampleSourceUrl(example: SdkExample): string {
  return `${SDK_REPOSITORY_URL}/tree/HEAD/${example.folder}`;
}
