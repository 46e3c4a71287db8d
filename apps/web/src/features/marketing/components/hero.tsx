import { Link } from '@/components/link';
import { ArrowRight, BookOpen } from 'lucide-react';
import { REVENUE_SHARE, REVIEW_TIME_TEXT } from '@vmu/domain';
import { buttonVariants } from '@/components/ui/button-variants';
import { paths } from '@/config/paths';
import { HandheldArt } from './handheld-art';

export function Hero() {
  return (
    <section aria-labelledby="hero-title" className="bg-linear-to-b from-secondary to-background">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-14 sm:py-20 md:grid-cols-[1fr_auto]">
        <div>
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">
            VMU Pro Developer Portal
          </p>
          <h1
            id="hero-title"
            className="mt-3 text-4xl font-bold tracking-tight text-balance sm:text-5xl"
          >
            Publish your apps and games on the VMU Pro store
          </h1>
          <p className="mt-5 max-w-xl text-lg text-muted-foreground">
            Build for the pocket-sized handheld with the VMU Pro SDK, package your work into a
            single .vmupack file and submit it here. Every app is reviewed by a person within{' '}
            {REVIEW_TIME_TEXT}, and developers in the EU and UK keep{' '}
            {REVENUE_SHARE.developerPercent}% of net revenue from paid apps.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link className={buttonVariants({ size: 'lg' })} to={paths.signup}>
              Get Started <ArrowRight aria-hidden="true" />
            </Link>
            <Link className={buttonVariants({ size: 'lg', variant: 'outline' })} to={paths.docs}>
              <BookOpen aria-hidden="true" /> Read the publishing guide
            </Link>
          </div>
        </div>
        <HandheldArt className="mx-auto w-48 drop-shadow-xl sm:w-56 md:w-64" />
      </div>
    </section>
  );
}
