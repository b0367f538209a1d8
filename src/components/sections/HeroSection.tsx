import type { CallLines } from '../../lib/pages/frame';
import type { ResolvedImage } from '../../lib/media/image-slots';
import type { Home } from '../../schemas/home';
import { buttonStyles } from '../ui/button-styles';
import { ButtonLink } from '../ui/ButtonLink';
import { CallPair } from '../ui/CallPair';
import { Icon } from '../ui/Icon';
import { SlotPicture } from '../ui/SlotPicture';
import { HeroClaims, type HeroClaim } from './HeroClaims';

interface HeroSectionProps {
  hero: Home['hero'];
  eyebrow: string;
  image: ResolvedImage;
  imageAlt: string;
  claims: readonly HeroClaim[];
  /** The call button dials the main line while the office is open, the emergency line while it is closed. */
  call: CallLines;
  /** False where no office-hours script runs (the admin's preview): the main line only. */
  followsHours?: boolean | undefined;
  /**
   * Whether the page opens on this screen (`/`), so that its picture is the page's largest and is
   * asked for first. A page opening at a section further down (`/contact`) loads it only if the
   * visitor scrolls up to it.
   */
  opensHere?: boolean;
}

/** The first screen: promise, the three calls to action (call, quote, services) and the key figures. */
export function HeroSection({
  hero,
  eyebrow,
  image,
  imageAlt,
  claims,
  call,
  followsHours = true,
  opensHere = true,
}: HeroSectionProps) {
  return (
    <section
      id="accueil"
      aria-labelledby="accueil-titre"
      className="on-dark relative isolate overflow-hidden bg-ink-950"
    >
      <SlotPicture
        image={image}
        alt={imageAlt}
        sizes="100vw"
        priority={opensHere}
        className="absolute inset-0 -z-10"
        imgClassName="object-[70%_50%]"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-r from-ink-950/95 via-ink-950/75 to-ink-950/20"
      />
      <div className="container-page flex min-h-[calc(100svh-5rem)] flex-col justify-center py-16 md:py-24">
        <div className="max-w-3xl">
          <p className="mb-4 inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-1.5 text-sm font-medium text-copper-200 ring-1 ring-white/20">
            {eyebrow}
          </p>
          <h1 id="accueil-titre" className="text-4xl leading-[1.08] font-semibold text-white sm:text-5xl lg:text-6xl">
            {hero.title}
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-ink-100 md:text-xl">{hero.lead}</p>
          <div className="mt-9 flex flex-col gap-3 sm:flex-row sm:flex-wrap" data-hero-actions>
            <CallPair
              name="hero"
              phones={call}
              followsHours={followsHours}
              display="inline-flex"
              buttonClass={buttonStyles({ variant: 'primary', raised: true })}
              main={
                <>
                  <Icon name="phone" />
                  {call.phone.display}
                </>
              }
              emergency={
                <>
                  <Icon name="phone" />
                  <span>
                    {call.text.emergency} <span className="whitespace-nowrap">{call.emergencyPhone.display}</span>
                  </span>
                </>
              }
            />
            <ButtonLink href="#contact" variant="secondary" data-cta="devis">
              {hero.quoteButton}
            </ButtonLink>
            <ButtonLink href="#services" variant="ghostLight" data-cta="services">
              {hero.servicesButton}
            </ButtonLink>
          </div>
        </div>
        <HeroClaims claims={claims} />
      </div>
    </section>
  );
}
