import { Link } from '@storefront/shared/router';
import useSWR from 'swr';
import styled from 'styled-components';
import {
  Icon,
  getParsed,
  isSignedInAtom,
  moduleAtom,
  settingsAtom,
  useAtom,
  useAtomValue,
  useConfig,
} from '@storefront/shared';
import { CategoryListSchema } from '@storefront/shared/contract/category';
import { StoreListResponseSchema } from '@storefront/shared/contract/store';
import { LanguageControl } from '../language/LanguageControl';
import { policyLinks } from '../../lib/policy-links';
import { DrawerLinks, DrawerShortcuts, type ShortcutActions } from './DrawerShortcuts';
import { TopStripConfiguredLink, useConfiguredLink } from './TopStrip';
import { DRAWER_LATEST_STORES, DRAWER_SUBMENU_ENTRIES, themeSwitchLabel } from './nav-rules';
import { IconButton } from './nav-styles';

const Section = styled.section`
  border-top: 1px solid ${({ theme }) => theme.color.border};
  padding: 0.75rem 0;
  &:first-child {
    border-top: 0;
    padding-top: 0;
  }
  h3 {
    margin: 0 0 0.35rem;
    padding: 0 0.5rem;
    font-size: 0.8rem;
    letter-spacing: 0.06em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.color.textMuted};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
  }
  details ul {
    padding-inline-start: 1.25rem;
  }
  a,
  summary {
    display: flex;
    align-items: center;
    gap: 0.6rem;
    min-height: 40px;
    padding: 0 0.5rem;
    border-radius: 8px;
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
    cursor: pointer;
  }
  a:hover,
  summary:hover {
    background: ${({ theme }) => theme.color.surfaceMuted};
  }
  summary {
    list-style: none;
    font-weight: 500;
  }
  summary::-webkit-details-marker {
    display: none;
  }
  summary svg {
    margin-inline-start: auto;
    transition: transform 0.15s;
  }
  details[open] > summary svg {
    transform: rotate(90deg);
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  padding: 0 0.5rem;
`;

const ThemeButton = styled(IconButton)`
  border: 1px solid ${({ theme }) => theme.color.border};
`;

/**
 * What the compact layout's Menu drawer holds: Home, categories, theme, language, the latest stores,
 * help and policies, logout (`onLogout` asks the nav bar's confirmation). On a phone (`phone`) also
 * what the one-row header leaves out: the nav's other controls first, and the top strip's configured
 * link beside the theme and language. It loads with the drawer's first opening (CompactMenu).
 */
export function MenuContents({
  phone,
  onLogout,
  close,
}: {
  phone?: ShortcutActions;
  onLogout: () => void;
  close: () => void;
}) {
  const selected = useAtomValue(moduleAtom);
  const signedIn = useAtomValue(isSignedInAtom);
  const [settings, setSettings] = useAtom(settingsAtom);
  const { data: config } = useConfig();
  const configuredLink = useConfiguredLink();
  const categories = useSWR(selected ? ['/categories', selected.id] : null, () =>
    getParsed('/categories', CategoryListSchema),
  );
  const stores = useSWR(selected && selected.module_type !== 'parcel' ? ['/stores/latest', selected.id] : null, () =>
    getParsed('/stores/latest', StoreListResponseSchema, {
      params: { type: 'all', offset: 1, limit: DRAWER_LATEST_STORES },
    }),
  );

  return (
    <>
      {phone ? (
        <Section>
          <DrawerShortcuts close={close} {...phone} />
        </Section>
      ) : null}
      <Section>
        <Link to="/home" onClick={close}>
          <Icon name="home" /> Home
        </Link>
      </Section>
      {categories.data?.length ? (
        <Section>
          <h3>Categories</h3>
          <ul>
            {categories.data.map((category) => (
              <li key={category.id}>
                <details>
                  <summary>
                    {category.name}
                    <Icon name="chevron" size={16} />
                  </summary>
                  <ul>
                    <li>
                      <Link to={`/category/${category.id}`} onClick={close}>
                        All {category.name}
                      </Link>
                    </li>
                    {(category.childes ?? []).slice(0, DRAWER_SUBMENU_ENTRIES).map((child) => (
                      <li key={child.id}>
                        <Link to={`/category/${child.id}`} onClick={close}>
                          {child.name}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </details>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      <Section>
        <Row>
          <ThemeButton
            type="button"
            onClick={() => setSettings({ ...settings, theme: settings.theme === 'dark' ? 'light' : 'dark' })}
          >
            <Icon name={settings.theme === 'dark' ? 'sun' : 'moon'} size={18} /> {themeSwitchLabel(settings.theme)}
          </ThemeButton>
          {phone && configuredLink ? <TopStripConfiguredLink link={configuredLink} /> : null}
          <LanguageControl />
        </Row>
      </Section>
      {stores.data?.stores.length ? (
        <Section>
          <h3>Latest stores</h3>
          <ul>
            {stores.data.stores.slice(0, DRAWER_LATEST_STORES).map((store) => (
              <li key={store.id}>
                <Link
                  to={`/store/${store.slug ?? store.id}?module_id=${store.module_id}&store_zone_id=${store.zone_id}`}
                  onClick={close}
                >
                  <Icon name="store" size={18} /> {store.name}
                </Link>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      {/* The footer hides these on a phone; the menu is where a phone reaches them. */}
      <Section aria-labelledby="compact-menu-help">
        <h3 id="compact-menu-help">Help and policies</h3>
        <ul>
          <DrawerLinks
            links={policyLinks(config, selected?.module_type === 'parcel').map((link) => ({
              href: link.to,
              label: link.label,
            }))}
            close={close}
          />
        </ul>
      </Section>
      {signedIn ? (
        <Section>
          <IconButton type="button" onClick={onLogout}>
            <Icon name="logout" /> Logout
          </IconButton>
        </Section>
      ) : null}
    </>
  );
}
