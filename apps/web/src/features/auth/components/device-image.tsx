import { useState } from 'react';
import { DEVICE_IMAGE_COUNT } from '@vmu/domain';
import { cn } from '@/lib/cn';
import { useInBrowser } from '@/lib/use-in-browser';

// One per file in public/images/devices; the alt text says what each one shows.
export const DEVICE_IMAGES = [
  { src: '/images/devices/vmu-pro-1.svg', alt: 'VMU Pro in indigo running a platform game' },
  { src: '/images/devices/vmu-pro-2.svg', alt: 'VMU Pro in crimson running a racing game' },
  { src: '/images/devices/vmu-pro-3.svg', alt: 'VMU Pro in mint green showing a music player' },
  { src: '/images/devices/vmu-pro-4.svg', alt: 'VMU Pro in charcoal running a space shooter' },
  { src: '/images/devices/vmu-pro-5.svg', alt: 'VMU Pro in sunshine yellow running a puzzle game' },
  {
    src: '/images/devices/vmu-pro-6.svg',
    alt: 'VMU Pro in ocean blue showing a clock and weather',
  },
  {
    src: '/images/devices/vmu-pro-7.svg',
    alt: 'VMU Pro in translucent purple showing the app store',
  },
] as const satisfies readonly { src: string; alt: string }[];

if (DEVICE_IMAGES.length !== DEVICE_IMAGE_COUNT) {
  throw new Error(`Expected ${DEVICE_IMAGE_COUNT} device images`);
}

/**
 * One of the seven device pictures, chosen at random once per visit of the page. The
 * prerendered sign-in page (decision 0030) is built once per picture and the server sends one
 * of them at random, the picture in its HTML; the app keeps the one the page shows. Rendered
 * for the build, the picture lists its choices (data-pick-one) for the build to write them.
 */
export function DeviceImage({ className }: { className?: string }) {
  const inBrowser = useInBrowser();
  const [image] = useState(
    () =>
      DEVICE_IMAGES[pickedByStartScript() ?? Math.floor(Math.random() * DEVICE_IMAGES.length)] ??
      DEVICE_IMAGES[0],
  );
  if (!inBrowser) {
    return (
      <img
        src={DEVICE_IMAGES[0].src}
        alt=""
        width={240}
        height={320}
        className={cn(className, 'invisible')}
        data-pick-one={JSON.stringify(DEVICE_IMAGES)}
      />
    );
  }
  return <img src={image.src} alt={image.alt} width={240} height={320} className={className} />;
}

/** The picture of the prerendered page the app took over (its data-picked), if any. */
function pickedByStartScript(): number | undefined {
  if (typeof document === 'undefined') return undefined;
  const picked = Number(document.querySelector('img[data-picked]')?.getAttribute('data-picked'));
  return Number.isInteger(picked) && picked >= 0 && picked < DEVICE_IMAGES.length
    ? picked
    : undefined;
}
