import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import styled from 'styled-components';
import {
  Dialog,
  LocationMap,
  getParsed,
  moduleAtom,
  requireSignIn,
  runtimeEnv,
  toast,
  useAtomValue,
  useConfig,
  zoneIdAtom,
} from '@storefront/shared';
import { LandingSchema } from '@storefront/shared/contract/landing';
import { Newsletter } from './Newsletter';

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
    gap: 0.4rem;
  }
  p {
    margin: 0 0 0.5rem;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/** Policy links hide on small screens. */
const PolicyLinks = styled.nav`
  @media (max-width: 600px) {
    display: none;
  }
`;

const LinkButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.color.primary};
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
  text-align: start;
`;

const Copyright = styled.p`
  width: min(1240px, 100% - 2rem);
  margin: 2rem auto 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

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
          <h2>{config?.business_name ?? 'Storefront'}</h2>
          {landing ? <p>{landing.fixed_footer_description}</p> : null}
          <ul aria-label="Social media">
            {config?.social_media.map((social) => (
              <li key={social.name}>
                <a href={social.link} target="_blank" rel="noreferrer">
                  {social.name[0]?.toUpperCase()}
                  {social.name.slice(1)}
                </a>
              </li>
            ))}
          </ul>
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
            <ul aria-label="Get the app">
              {apps.playstore_url_status === 1 && apps.playstore_url ? (
                <li>
                  <LinkButton type="button" onClick={() => window.open(apps.playstore_url!, '_blank', 'noopener')}>
                    Get it on Google Play
                  </LinkButton>
                </li>
              ) : null}
              {apps.apple_store_url_status === 1 && apps.apple_store_url ? (
                <li>
                  <LinkButton type="button" onClick={() => window.open(apps.apple_store_url!, '_blank', 'noopener')}>
                    Download on the App Store
                  </LinkButton>
                </li>
              ) : null}
            </ul>
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
                onClick={() => (zoneId ? navigate('/home') : toast.error(PICK_ZONE_MESSAGE, { id: 'pick-zone' }))}
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
            <li>
              <Link to="/terms-and-conditions">Terms and Conditions</Link>
            </li>
            <li>
              <Link to="/privacy-policy">Privacy Policy</Link>
            </li>
            {config?.refund_policy !== 0 ? (
              <li>
                <Link to="/refund-policy">Refund Policy</Link>
              </li>
            ) : null}
            {config?.cancelation_policy !== 0 ? (
              <li>
                <Link to="/cancellation-policy">Cancellation Policy</Link>
              </li>
            ) : null}
            {config?.shipping_policy !== 0 ? (
              <li>
                <Link to="/shipping-policy">Shipping Policy</Link>
              </li>
            ) : null}
            <li>
              <Link to="/help-and-support">{isParcel ? 'Contact' : 'Help & Support'}</Link>
            </li>
            <li>
              <Link to="/track-order">Track Order</Link>
            </li>
          </ul>
        </PolicyLinks>
        <Newsletter title={landing?.fixed_newsletter_title} subtitle={landing?.fixed_newsletter_sub_title} />
      </Inner>
      {config ? <Copyright>{config.footer_text}</Copyright> : null}
      {config ? (
        <Dialog open={mapOpen} title={config.address} onClose={() => setMapOpen(false)}>
          <LocationMap
            center={config.default_location}
            zoom={zoom}
            onZoomChange={setZoom}
            markers={[{ position: config.default_location, label: config.business_name }]}
          />
        </Dialog>
      ) : null}
    </Wrapper>
  );
}
