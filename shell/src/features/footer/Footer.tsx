import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate } from '@storefront/shared/router';
import useSWR from 'swr';
import styled from 'styled-components';
import {
  Dialog,
  Icon,
  isSocialIcon,
  getParsed,
  moduleAtom,
  requireSignIn,
  runtimeEnv,
  Skeleton,
  tapTarget,
  toast,
  useAtomValue,
  useConfig,
  zoneIdAtom,
} from '@storefront/shared';
import { LandingSchema } from '@storefront/shared/contract/landing';
import { BrandLogo } from '../../ui/BrandLogo';
import { policyLinks } from '../../lib/policy-links';
import { LazyNewsletter } from './LazyNewsletter';

// The map's code loads when the customer opens it: every page has a footer, few open its map.
const LocationMap = lazy(() => import('@storefront/shared/map').then((module) => ({ default: module.LocationMap })));

export const PICK_ZONE_MESSAGE = 'You must pick a zone to access this page.';

const Wrapper = styled.footer`
  margin-top: 3rem;
  padding: 2.5rem 0 1.5rem;
  background: ${({ theme }) => theme.color.surface};
  border-top: 1px solid ${({ theme }) => theme.color.border};
`;

const Inner = styled.div`
  width: min(1240px, 100% - 2rem);
  margin: 0 auto;
  display: grid;
  gap: 2rem;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  h2 {
    margin: 0 0 0.5rem;
    font-size: 1.05rem;
  }
  ul {
    list-style: none;
    padding: 0;
    margin: 0;
    display: grid;
    gap: 0.5rem;
  }
  p {
    margin: 0 0 0.75rem;
    color: ${({ theme }) => theme.color.textMuted};
    line-height: 1.5;
  }
  a {
    ${tapTarget}
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    text-decoration: underline;
  }
`;

const Brand = styled.div`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  margin-bottom: 0.75rem;
  && h2 {
    margin: 0;
    font-size: 1.2rem;
  }
`;

const SocialList = styled.ul`
  && {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
  }
  a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 40px;
    height: 40px;
    padding: 0 0.5rem;
    border-radius: 999px;
    border: 1px solid ${({ theme }) => theme.color.border};
    color: ${({ theme }) => theme.color.text};
  }
  a:hover {
    background: ${({ theme }) => theme.color.surfaceMuted};
    text-decoration: none;
  }
`;

const AppList = styled.ul`
  && {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    margin-top: 1rem;
  }
`;

/** An app-store badge: dark in both themes, as the stores' own badges are. */
const AppButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  min-height: 44px;
  padding: 0.35rem 0.9rem;
  border: 1px solid #3a3f45;
  border-radius: 10px;
  background: #111418;
  color: #ffffff;
  font: inherit;
  text-align: start;
  cursor: pointer;
  small {
    display: block;
    font-size: 0.7rem;
    line-height: 1.1;
    opacity: 0.85;
  }
  strong {
    display: block;
    font-size: 0.95rem;
    line-height: 1.2;
  }
  &:hover {
    background: #23282e;
  }
`;

/** Policy links hide on small screens. */
const PolicyLinks = styled.nav`
  @media (max-width: 600px) {
    display: none;
  }
`;

const LinkButton = styled.button`
  ${tapTarget}
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  line-height: 1.5;
  cursor: pointer;
  text-align: start;
  &:hover,
  &:focus-visible {
    text-decoration: underline;
  }
`;

const Copyright = styled.p`
  width: min(1240px, 100% - 2rem);
  margin: 2rem auto 0;
  padding-top: 1.25rem;
  border-top: 1px solid ${({ theme }) => theme.color.border};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 0.9rem;
`;

/** A store's badge: opens the app's page in a new tab. */
function AppBadge({
  url,
  icon,
  label,
  lead,
  children,
}: {
  url: string;
  icon: 'google' | 'apple';
  label: string;
  lead: string;
  children: string;
}) {
  return (
    <li>
      <AppButton type="button" aria-label={label} onClick={() => window.open(url, '_blank', 'noopener')}>
        <Icon name={icon} size={22} />
        <span>
          <small>{lead}</small>
          <strong>{children}</strong>
        </span>
      </AppButton>
    </li>
  );
}

const capitalised = (name: string) => `${name[0]?.toUpperCase() ?? ''}${name.slice(1)}`;

export function Footer() {
  const { data: config } = useConfig();
  const { data: landing } = useSWR('/landing-page', (url: string) => getParsed(url, LandingSchema), {
    revalidateOnFocus: false,
  });
  const selected = useAtomValue(moduleAtom);
  const zoneId = useAtomValue(zoneIdAtom);
  const navigate = useNavigate();
  const [mapOpen, setMapOpen] = useState(false);
  const [zoom, setZoom] = useState(15);
  const apps = landing?.download_user_app_links;
  const isParcel = selected?.module_type === 'parcel';
  const signedInLink = (to: string) => () => requireSignIn() && navigate(to);

  return (
    <Wrapper>
      <Inner>
        <section>
          <Brand>
            <BrandLogo />
            <h2>{config?.business_name ?? 'Storefront'}</h2>
          </Brand>
          {landing ? <p>{landing.fixed_footer_description}</p> : null}
          <SocialList aria-label="Social media">
            {config?.social_media.map((social) => {
              const name = social.name.toLowerCase();
              return (
                <li key={social.name}>
                  {isSocialIcon(name) ? (
                    <a href={social.link} target="_blank" rel="noreferrer" aria-label={capitalised(social.name)}>
                      <Icon name={name} size={18} />
                    </a>
                  ) : (
                    <a href={social.link} target="_blank" rel="noreferrer">
                      {capitalised(social.name)}
                    </a>
                  )}
                </li>
              );
            })}
          </SocialList>
        </section>
        <section>
          <h2>Contact</h2>
          {config ? (
            <ul>
              <li>
                <a href={`mailto:${config.email}`}>{config.email}</a>
              </li>
              <li>
                <a href={`tel:${config.phone}`}>{config.phone}</a>
              </li>
              <li>
                <LinkButton type="button" onClick={() => setMapOpen(true)}>
                  {config.address}
                </LinkButton>
              </li>
            </ul>
          ) : null}
          {apps ? (
            <AppList aria-label="Get the app">
              {apps.playstore_url_status === 1 && apps.playstore_url ? (
                <AppBadge url={apps.playstore_url} icon="google" label="Get it on Google Play" lead="GET IT ON">
                  Google Play
                </AppBadge>
              ) : null}
              {apps.apple_store_url_status === 1 && apps.apple_store_url ? (
                <AppBadge
                  url={apps.apple_store_url}
                  icon="apple"
                  label="Download on the App Store"
                  lead="Download on the"
                >
                  App Store
                </AppBadge>
              ) : null}
            </AppList>
          ) : null}
        </section>
        <section>
          <h2>Quick links</h2>
          <ul>
            <li>
              <LinkButton type="button" onClick={signedInLink('/loyalty-points')}>
                Loyalty Points
              </LinkButton>
            </li>
            <li>
              <LinkButton type="button" onClick={signedInLink('/wallet')}>
                Wallet
              </LinkButton>
            </li>
            <li>
              <LinkButton
                type="button"
                onClick={() =>
                  zoneId ? navigate('/home#section-campaigns') : toast.error(PICK_ZONE_MESSAGE, { id: 'pick-zone' })
                }
              >
                Campaigns
              </LinkButton>
            </li>
            <li>
              <a href={`${runtimeEnv().apiUrl}/deliveryman/apply`} target="_blank" rel="noreferrer">
                Become a delivery man
              </a>
            </li>
          </ul>
        </section>
        <PolicyLinks aria-label="Policies">
          <h2>Policies</h2>
          <ul>
            {policyLinks(config, isParcel).map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </PolicyLinks>
        <LazyNewsletter title={landing?.fixed_newsletter_title} subtitle={landing?.fixed_newsletter_sub_title} />
      </Inner>
      {config ? <Copyright>{config.footer_text}</Copyright> : null}
      {config ? (
        <Dialog open={mapOpen} title={config.address} onClose={() => setMapOpen(false)}>
          {mapOpen ? (
            <Suspense fallback={<Skeleton $height="320px" aria-label="Loading the map" />}>
              <LocationMap
                center={config.default_location}
                zoom={zoom}
                onZoomChange={setZoom}
                markers={[{ position: config.default_location, label: config.business_name }]}
              />
            </Suspense>
          ) : null}
        </Dialog>
      ) : null}
    </Wrapper>
  );
}
