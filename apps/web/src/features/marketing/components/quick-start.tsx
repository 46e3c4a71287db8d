import { ONBOARDING_STEP_COUNT, REVIEW_TIME_TEXT } from '@vmu/domain';

const steps = [
  {
    title: 'Create your account',
    text: 'Sign up with email and a password, or with GitHub or Google, then confirm your email address with the six-digit code we send you.',
  },
  {
    title: 'Complete onboarding',
    text: `Tell us where you are based, the first app you plan to publish and your contact details: ${ONBOARDING_STEP_COUNT} short steps.`,
  },
  {
    title: 'Get verified',
    text: `Our team reviews every new developer account by hand, usually within ${REVIEW_TIME_TEXT}.`,
  },
  {
    title: 'Package and submit',
    text: 'Turn your project into a .vmupack with the SDK packer, add your icons, banners and screenshots, and submit it for review.',
  },
] as const;

export function QuickStart() {
  return (
    <section aria-labelledby="quick-start-title" className="mx-auto max-w-6xl px-4 py-16">
      <h2 id="quick-start-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
        Quick start
      </h2>
      <p className="mt-2 max-w-2xl text-muted-foreground">
        Four steps take you from a new account to your first submission.
      </p>
      <ol className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {steps.map((step, index) => (
          <li key={step.title} className="rounded-xl border border-border p-6">
            <span
              aria-hidden="true"
              className="flex size-9 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground"
            >
              {index + 1}
            </span>
            <h3 className="mt-4 font-semibold">{step.title}</h3>
            <p className="mt-2 text-sm text-muted-foreground">{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
