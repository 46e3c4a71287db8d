import { describe, expect, it } from 'vitest';
import { displayImageSrcSet, isDisplayImageWidth } from './display-images';

describe('display copies of images', () => {
  const key = 'public/dev/upload/banner.png';

  it('lists the widths below the original, then one copy at the original size', () => {
    expect(displayImageSrcSet('https://portal.test', key, 512)).toBe(
      [
        `https://portal.test/files/display/96/${key} 96w`,
        `https://portal.test/files/display/160/${key} 160w`,
        `https://portal.test/files/display/320/${key} 320w`,
        `https://portal.test/files/display/640/${key} 512w`,
      ].join(', '),
    );
  });

  it('stops at an original that is exactly one of the widths', () => {
    expect(displayImageSrcSet('', key, 320).split(', ').at(-1)).toBe(
      `/files/display/320/${key} 320w`,
    );
  });

  it('offers every width, up to the largest, for an original larger than all of them', () => {
    const srcSet = displayImageSrcSet('', key, 1920);
    expect(srcSet.split(', ')).toHaveLength(6);
    expect(srcSet.endsWith(`/files/display/1280/${key} 1280w`)).toBe(true);
  });

  it('offers one copy of an original smaller than the smallest width', () => {
    expect(displayImageSrcSet('', key, 76)).toBe(`/files/display/96/${key} 76w`);
  });

  it('knows only the fixed widths', () => {
    expect(isDisplayImageWidth(320)).toBe(true);
    expect(isDisplayImageWidth(321)).toBe(false);
    expect(isDisplayImageWidth(0)).toBe(false);
  });
});
