import { Link } from '@storefront/shared/router';
import styled from 'styled-components';
import { Button, LoadFailed, PICTURE_SIZES, Picture, Skeleton } from '@storefront/shared';
import type { Landing } from '@storefront/shared/contract/landing';
import { ModuleCards } from './ModuleCards';
import { appLinks } from './use-landing';

/** Headings the landing data does not carry (the spec is silent on them). */
export const LANDING_TEXT = {
  titleFallback: 'Welcome',
  modulesFallback: 'What would you like today?',
  promotions: 'Offers for you',
  criteria: 'Why choose us',
  referralAction: 'Get your referral code',
  apps: 'Get the app',
  failed: 'The landing page could not be loaded.',
} as const;

const Hero = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  align-items: center;
  gap: 2rem;
  padding: 3rem 0 2rem;
  h1 {
    margin: 0 0 0.5rem;
    font-size: clamp(1.8rem, 4vw, 2.6rem);
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: 1.1rem;
  }
  ${Picture} {
    display: block;
    width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radius};
  }
  @media (max-width: 800px) {
    grid-template-columns: 1fr;
  }
`;

const Block = styled.section`
  margin: 2.5rem 0;
  h2 {
    margin: 0 0 0.25rem;
  }
  > p {
    margin: 0 0 1rem;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const CardGrid = styled.ul<{ $min: string }>`
  list-style: none;
  margin: 1rem 0 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ $min }) => $min}, 1fr));
  gap: 1rem;
  > li {
    display: flex;
    flex-direction: column;
    gap: 0.5rem;
    padding: 0.75rem;
    border-radius: ${({ theme }) => theme.radius};
    border: 1px solid ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.surface};
  }
  ${Picture} {
    display: block;
    width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radius};
  }
  h3 {
    margin: 0;
    font-size: 1.05rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Criteria = styled(CardGrid)`
  > li {
    flex-direction: row;
    align-items: center;
  }
  /* The picture at its own shape, 56 px tall: a square box squashed its wide drawing. */
  ${Picture} {
    width: auto;
    height: 56px;
    aspect-ratio: ${PICTURE_SIZES.landing.width} / ${PICTURE_SIZES.landing.height};
    flex: none;
    object-fit: contain;
  }
`;

const Referral = styled(Block)`
  padding: 1.5rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.surfaceMuted};
`;

const Banner = styled(Picture)`
  display: block;
  width: 100%;
  height: auto;
  margin: 2.5rem 0;
  border-radius: ${({ theme }) => theme.radius};
`;

const Actions = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`;

/** The header: the landing data's title and subtitle beside its banner. */
export function LandingHero({ landing }: { landing: Landing }) {
  return (
    <Hero aria-labelledby="landing-title">
      <div>
        <h1 id="landing-title">{landing.fixed_header_title || LANDING_TEXT.titleFallback}</h1>
        {landing.fixed_header_sub_title ? <p>{landing.fixed_header_sub_title}</p> : null}
      </div>
      {landing.header_banner_full_url ? (
        <Picture src={landing.header_banner_full_url} alt="" size={PICTURE_SIZES.landing} priority />
      ) : null}
    </Hero>
  );
}

/** What the page shows while the landing data loads: the header's and the sections' shapes. */
export function LandingSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label="Loading the landing page">
      <Hero as="div">
        <div>
          <Skeleton $height="2.6rem" $width="80%" />
          <Skeleton $height="1.1rem" $width="60%" style={{ marginTop: '0.75rem' }} />
        </div>
        <Skeleton $height="220px" />
      </Hero>
    </div>
  );
}

/** The landing data could not be loaded: say so and offer a retry; the module cards stay usable. */
export function LandingFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Hero as="div">
      <div style={{ gridColumn: '1 / -1' }}>
        <LoadFailed title={LANDING_TEXT.failed} error={error} onRetry={onRetry} />
      </div>
    </Hero>
  );
}

/** Module choice: the landing's module title and subtitle above the module cards. */
export function LandingModules({ landing }: { landing?: Landing }) {
  return (
    <Block aria-labelledby="landing-modules">
      <h2 id="landing-modules">{landing?.fixed_module_title ?? LANDING_TEXT.modulesFallback}</h2>
      {landing?.fixed_module_sub_title ? <p>{landing.fixed_module_sub_title}</p> : null}
      <ModuleCards />
    </Block>
  );
}

export function LandingPromotions({ landing }: { landing: Landing }) {
  const banners = landing.promotion_banners ?? [];
  if (banners.length === 0) return null;
  return (
    <Block aria-labelledby="landing-promotions">
      <h2 id="landing-promotions">{LANDING_TEXT.promotions}</h2>
      <CardGrid $min="240px">
        {banners.map((banner, index) => (
          <li key={banner.id ?? index}>
            {banner.image_full_url ? (
              <Picture src={banner.image_full_url} alt="" name={banner.title} size={PICTURE_SIZES.landing} />
            ) : null}
            <h3>{banner.title}</h3>
            {banner.sub_title ? <p>{banner.sub_title}</p> : null}
          </li>
        ))}
      </CardGrid>
    </Block>
  );
}

export function LandingCriteria({ landing }: { landing: Landing }) {
  const criteria = landing.special_criterias ?? [];
  if (criteria.length === 0) return null;
  return (
    <Block aria-labelledby="landing-criteria">
      <h2 id="landing-criteria">{LANDING_TEXT.criteria}</h2>
      <Criteria $min="200px">
        {criteria.map((criterion, index) => (
          <li key={criterion.id ?? index}>
            {criterion.image_full_url ? (
              <Picture src={criterion.image_full_url} alt="" name={criterion.title} size={PICTURE_SIZES.landing} />
            ) : null}
            <h3>{criterion.title}</h3>
          </li>
        ))}
      </Criteria>
    </Block>
  );
}

/** The referral invitation leads to the account's referral-code section (sign-in is asked there). */
export function LandingReferral({ landing }: { landing: Landing }) {
  if (!landing.fixed_referal_title) return null;
  return (
    <Referral aria-labelledby="landing-referral">
      <h2 id="landing-referral">{landing.fixed_referal_title}</h2>
      {landing.fixed_referal_sub_title ? <p>{landing.fixed_referal_sub_title}</p> : null}
      <Button as={Link} to="/referral-code">
        {LANDING_TEXT.referralAction}
      </Button>
    </Referral>
  );
}

/** Where the platform delivers, shown only when the landing data turns it on (status 1). */
export function LandingZones({ landing }: { landing: Landing }) {
  if (landing.available_zone_status !== 1 || !landing.available_zone_title) return null;
  const zones = landing.available_zone_list ?? [];
  return (
    <Block aria-labelledby="landing-zones">
      <h2 id="landing-zones">{landing.available_zone_title}</h2>
      {landing.available_zone_short_description ? <p>{landing.available_zone_short_description}</p> : null}
      {zones.length > 0 ? (
        <CardGrid $min="200px" aria-label="Zones">
          {zones.map((zone) => (
            <li key={zone.id}>
              <h3>{zone.display_name}</h3>
              {zone.modules.length > 0 ? <p>{zone.modules.filter(Boolean).join(', ')}</p> : null}
            </li>
          ))}
        </CardGrid>
      ) : null}
    </Block>
  );
}

/** App-store links open in a new window, each only when its status is 1. */
export function LandingApps({ landing }: { landing: Landing }) {
  const links = appLinks(landing.download_user_app_links);
  if (links.length === 0) return null;
  return (
    <Block aria-labelledby="landing-apps">
      <h2 id="landing-apps">{LANDING_TEXT.apps}</h2>
      <Actions>
        {links.map((link) => (
          <li key={link.href}>
            <Button as="a" $variant="secondary" href={link.href} target="_blank" rel="noopener noreferrer">
              {link.label}
            </Button>
          </li>
        ))}
      </Actions>
    </Block>
  );
}

/** The landing's promotional banner (decorative: its message is in the sections around it). */
export function LandingBanner({ landing }: { landing: Landing }) {
  if (!landing.fixed_promotional_banner_full_url) return null;
  return <Banner src={landing.fixed_promotional_banner_full_url} alt="" size={PICTURE_SIZES.landing} />;
}
