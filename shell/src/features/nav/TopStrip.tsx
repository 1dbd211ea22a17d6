import styled, { css } from 'styled-components';
import {
  Icon,
  locationAtom,
  pickLocationOpenAtom,
  settingsAtom,
  useAtom,
  useAtomValue,
  useConfig,
  useSetAtom,
} from '@storefront/shared';
import type { TopStripLink } from '@storefront/shared/contract/config';
import { LanguageControl } from '../language/LanguageControl';
import { IconAnchor, IconButton, IconLink } from './nav-styles';

const Strip = styled.div`
  background: ${({ theme }) => theme.color.surfaceMuted};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  font-size: 0.9rem;
`;

const Inner = styled.div`
  width: min(1240px, 100% - 2rem);
  margin: 0 auto;
  min-height: 40px;
  display: flex;
  align-items: center;
  gap: 0.75rem;
`;

const LocationButton = styled(IconButton)`
  margin-inline-end: auto;
  max-width: 60%;
  /* Lets a long address give way (ellipsis) to the controls beside it on a phone. */
  min-width: 0;
  font-weight: 500;
  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const configuredLinkLook = css`
  flex-shrink: 0;
  /* On a phone the icon stands for the link; its label stays its accessible name. */
  @media (max-width: 640px) {
    .top-strip-link-label {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
    }
  }
`;

const ConfiguredRouteLink = styled(IconLink)`
  ${configuredLinkLook}
`;

const ConfiguredAnchor = styled(IconAnchor)`
  ${configuredLinkLook}
`;

/**
 * Whether a configured link may be shown: a path of this site, a web address, a phone or an email.
 * Anything else (a `javascript:` or `data:` address from a tampered config) is never rendered.
 */
export const isAllowedStripLink = (url: string) =>
  (url.startsWith('/') && !url.startsWith('//')) || /^(https?:|tel:|mailto:)/i.test(url);

/**
 * The business's own control (config `top_strip_link`): a site path opens in the page, a web
 * address in a new window, a tel: or mailto: link as the device does.
 */
function TopStripConfiguredLink({ link }: { link: TopStripLink }) {
  const content = (
    <>
      <Icon name={link.url.startsWith('tel:') ? 'phone' : 'link'} size={16} />
      <span className="top-strip-link-label">{link.label}</span>
    </>
  );
  if (link.url.startsWith('/')) return <ConfiguredRouteLink to={link.url}>{content}</ConfiguredRouteLink>;
  const web = /^https?:/i.test(link.url);
  return (
    <ConfiguredAnchor href={link.url} {...(web ? { target: '_blank', rel: 'noreferrer' } : {})}>
      {content}
    </ConfiguredAnchor>
  );
}

/**
 * The strip above the nav: the delivery location, the theme toggle, the business's configured link
 * (when its config has one) and the language.
 */
export function TopStrip() {
  const location = useAtomValue(locationAtom);
  const openPicker = useSetAtom(pickLocationOpenAtom);
  const [settings, setSettings] = useAtom(settingsAtom);
  const configuredLink = useConfig().data?.top_strip_link;
  const dark = settings.theme === 'dark';
  return (
    <Strip data-testid="top-strip">
      <Inner>
        <LocationButton
          type="button"
          onClick={() => openPicker(true)}
          aria-label={`Delivery location: ${location ?? 'not set'}. Change`}
        >
          <Icon name="pin" size={16} />
          <span data-testid="top-strip-location">{location ?? 'Pick location'}</span>
        </LocationButton>
        <IconButton
          type="button"
          aria-pressed={dark}
          aria-label="Dark theme"
          onClick={() => setSettings({ ...settings, theme: dark ? 'light' : 'dark' })}
        >
          <Icon name={dark ? 'sun' : 'moon'} size={18} />
        </IconButton>
        {configuredLink && isAllowedStripLink(configuredLink.url) ? (
          <TopStripConfiguredLink link={configuredLink} />
        ) : null}
        <LanguageControl />
      </Inner>
    </Strip>
  );
}
