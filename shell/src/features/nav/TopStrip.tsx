import styled, { css } from 'styled-components';
import { Icon, settingsAtom, useAtom, useConfig } from '@storefront/shared';
import { themeSwitchLabel } from './nav-rules';
import type { TopStripLink } from '@storefront/shared/contract/config';
import { LanguageControl } from '../language/LanguageControl';
import { LocationButton } from './LocationButton';
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

const Location = styled(LocationButton)`
  margin-inline-end: auto;
  max-width: 60%;
`;

const configuredLinkLook = css`
  flex-shrink: 0;
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
export function TopStripConfiguredLink({ link }: { link: TopStripLink }) {
  const content = (
    <>
      <Icon name={link.url.startsWith('tel:') ? 'phone' : 'link'} size={16} />
      <span>{link.label}</span>
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

/** The business's configured link (config `top_strip_link`), when it has one that may be shown. */
export function useConfiguredLink(): TopStripLink | null {
  const link = useConfig().data?.top_strip_link;
  return link && isAllowedStripLink(link.url) ? link : null;
}

/**
 * The strip above the nav: the delivery location ('Pick location' before one is picked), the theme
 * toggle, the business's configured link (when its config has one) and the language. The phone's
 * header has no strip: the location is in its one row, the rest in the Menu drawer.
 */
export function TopStrip() {
  const [settings, setSettings] = useAtom(settingsAtom);
  const configuredLink = useConfiguredLink();
  const dark = settings.theme === 'dark';
  return (
    <Strip data-testid="top-strip">
      <Inner>
        <Location />
        <IconButton
          type="button"
          aria-label={themeSwitchLabel(settings.theme)}
          onClick={() => setSettings({ ...settings, theme: dark ? 'light' : 'dark' })}
        >
          <Icon name={dark ? 'sun' : 'moon'} size={18} />
        </IconButton>
        {configuredLink ? <TopStripConfiguredLink link={configuredLink} /> : null}
        <LanguageControl />
      </Inner>
    </Strip>
  );
}
