import { render, screen } from '@testing-library/react';
import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';
import { SetupQrCode } from './setup-qr-code';

const URI =
  'otpauth://totp/VMU%20Pro%20Developers:ada%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=VMU%20Pro%20Developers';

/** The dark modules the drawn path covers, read back from its `M x y` moves. */
const drawnModules = (path: string) =>
  new Set([...path.matchAll(/M(\d+) (\d+)/g)].map(([, x, y]) => `${x},${y}`));

describe('the setup key as a QR code', () => {
  it('draws exactly the dark modules of the link, inside a white quiet zone', () => {
    render(<SetupQrCode totpUri={URI} />);
    const image = screen.getByRole('img', { name: /QR code of the setup key/ });
    const { data, size } = encode(URI, { ecc: 'M', border: 4 });
    expect(image.getAttribute('viewBox')).toBe(`0 0 ${size} ${size}`);
    const expected = new Set(
      data.flatMap((row, y) => row.flatMap((dark, x) => (dark ? [`${x},${y}`] : []))),
    );
    const drawn = drawnModules(image.querySelector('path')!.getAttribute('d')!);
    expect(drawn).toEqual(expected);
    // Nothing dark in the four modules around the code, which scanners need to find it.
    for (const module of drawn) {
      const [x, y] = module.split(',').map(Number) as [number, number];
      expect(Math.min(x, y)).toBeGreaterThanOrEqual(4);
      expect(Math.max(x, y)).toBeLessThan(size - 4);
    }
  });

  it('differs for another key', () => {
    const { container, rerender } = render(<SetupQrCode totpUri={URI} />);
    const first = container.querySelector('path')!.getAttribute('d');
    rerender(<SetupQrCode totpUri={URI.replace('JBSWY3DPEHPK3PXP', 'KRSXG5CTMVRXEZLU')} />);
    expect(container.querySelector('path')!.getAttribute('d')).not.toBe(first);
  });
});
