import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '../../../tools/jest/fake-api';
import { renderPart } from '../../../tools/jest/render-part';
import { SETTINGS_FAILED_TITLE, SettingsStatus } from './SettingsStatus';

it('says the settings could not be loaded and why, and reads them again on Try again', async () => {
  const calls = fakeApi({ 'GET /config': () => ({ status: 500, data: 'down' }) });
  renderPart(<SettingsStatus />);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(SETTINGS_FAILED_TITLE);
  expect(alert).toHaveTextContent('Something went wrong. Please try again.');
  expect(calls.filter((call) => call.url === '/config')).toHaveLength(1);

  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  await waitFor(() => expect(calls.filter((call) => call.url === '/config')).toHaveLength(2));
});
