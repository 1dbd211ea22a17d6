import { Button, settingsAtom, useAtom } from '@storefront/shared';
import { Card, Muted, Row, SectionTitle, Spread, Stack } from '../../ui/layout';

/** /settings: the theme; the language is chosen in the top strip. */
export function SettingsSection() {
  const [settings, setSettings] = useAtom(settingsAtom);
  const dark = settings.theme === 'dark';
  return (
    <Stack>
      <SectionTitle as="h1">Settings</SectionTitle>
      <Card>
        <Spread $wrap>
          <Stack $gap="0.25rem">
            <strong>Dark mode</strong>
            <Muted>{dark ? 'The dark theme is on.' : 'The light theme is on.'}</Muted>
          </Stack>
          <Row>
            <Button
              type="button"
              role="switch"
              aria-checked={dark}
              aria-label="Dark mode"
              $variant="secondary"
              onClick={() => setSettings({ ...settings, theme: dark ? 'light' : 'dark' })}
            >
              {dark ? 'On' : 'Off'}
            </Button>
          </Row>
        </Spread>
      </Card>
    </Stack>
  );
}
