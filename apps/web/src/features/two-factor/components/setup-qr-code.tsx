import { encode } from 'uqr';

/** The quiet zone around the code, in modules: scanners need at least four. */
const QUIET_ZONE = 4;

/**
 * The authenticator's otpauth:// link as a QR code to scan with a phone (uqr encodes it, with
 * medium error correction). Drawn as one SVG path of the dark modules, in black on white
 * whatever the theme, as scanners expect; no markup string, so nothing goes through innerHTML.
 */
export function SetupQrCode({ totpUri }: { totpUri: string }) {
  const { data, size } = encode(totpUri, { ecc: 'M', border: QUIET_ZONE });
  const path = data
    .flatMap((row, y) => row.map((dark, x) => (dark ? `M${x} ${y}h1v1h-1z` : '')))
    .join('');
  return (
    <svg
      role="img"
      aria-label="QR code of the setup key: scan it with your authenticator app"
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className="size-44 rounded-md"
      data-testid="authenticator-qr-code"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
