import { Cpu, ExternalLink, ShoppingCart } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button-variants';
import { DEVICE_PRODUCT_URL } from '../device';

export function BuyDevicePanel() {
  return (
    <section
      aria-labelledby="buy-device-title"
      className="flex flex-col rounded-2xl bg-foreground p-8 text-background"
    >
      <ShoppingCart className="size-8 text-indigo-300" aria-hidden="true" />
      <h2 id="buy-device-title" className="mt-4 text-2xl font-bold tracking-tight">
        Get a VMU Pro
      </h2>
      <p className="mt-3 text-slate-300">
        Test on the real thing. The VMU Pro is a handheld with a 240x240 colour screen, a D-pad and
        buttons, a speaker, a microSD card slot and a rechargeable USB-C battery; it also works as a
        memory card for the Dreamcast.
      </p>
      <div className="mt-6">
        <a
          className={buttonVariants({ variant: 'secondary' })}
          href={DEVICE_PRODUCT_URL}
          target="_blank"
          rel="noopener noreferrer"
        >
          Buy a VMU Pro <ExternalLink aria-hidden="true" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </div>
    </section>
  );
}

export function DeveloperKitPanel() {
  return (
    <section
      aria-labelledby="developer-kit-title"
      className="flex flex-col rounded-2xl border border-dashed border-primary/50 bg-secondary p-8"
    >
      <div className="flex items-center justify-between gap-4">
        <Cpu className="size-8 text-primary" aria-hidden="true" />
        <span className="rounded-full bg-background px-3 py-1 text-xs font-semibold text-secondary-foreground">
          Coming soon
        </span>
      </div>
      <h2 id="developer-kit-title" className="mt-4 text-2xl font-bold tracking-tight">
        VMU Pro developer kit
      </h2>
      <p className="mt-3 text-secondary-foreground">
        A developer edition of the VMU Pro is on its way. We will announce what it includes, its
        price and when you can order one in News first.
      </p>
    </section>
  );
}
