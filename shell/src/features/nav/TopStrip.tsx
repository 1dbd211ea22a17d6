import styled from 'styled-components';
import {
  Icon,
  locationAtom,
  pickLocationOpenAtom,
  settingsAtom,
  useAtom,
  useAtomValue,
  useSetAtom,
} from '@storefront/shared';
import { LanguageControl } from '../language/LanguageControl';
import { IconButton } from './nav-styles';

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
  font-weight: 500;
  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

/** The strip above the nav: the delivery location, the theme toggle and the language. */
export function TopStrip() {
  const location = useAtomValue(locationAtom);
  const openPicker = useSetAtom(pickLocationOpenAtom);
  const [settings, setSettings] = useAtom(settingsAtom);
  const dark = settings.theme === 'dark';
  return (
    <Strip>
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
        <LanguageControl />
      </Inner>
    </Strip>
  );
}
