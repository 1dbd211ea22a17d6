import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useFormik } from '@storefront/shared/formik';
import { ThemeProvider } from 'styled-components';
import { TextField } from '../ui/fields';
import { lightTheme } from '../ui/theme';
import { FocusFirstInvalid } from './FocusFirstInvalid';

function SignUp() {
  const formik = useFormik({
    initialValues: { name: 'Rumi', email: '' },
    validate: (values) => (values.email ? {} : { email: 'Email is required' }),
    onSubmit: () => undefined,
  });
  const error = (field: 'name' | 'email') => (formik.submitCount > 0 ? formik.errors[field] : undefined);
  return (
    <form noValidate onSubmit={formik.handleSubmit}>
      <FocusFirstInvalid submitCount={formik.submitCount} isSubmitting={formik.isSubmitting} isValid={formik.isValid} />
      <TextField label="Name" {...formik.getFieldProps('name')} error={error('name')} />
      <TextField label="Email" {...formik.getFieldProps('email')} error={error('email')} />
      <button type="submit">Save</button>
    </form>
  );
}

it('a failed submit moves focus to the first invalid field, whose error is linked and announced', async () => {
  render(
    <ThemeProvider theme={lightTheme}>
      <SignUp />
    </ThemeProvider>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  const email = screen.getByLabelText('Email');
  await waitFor(() => expect(email).toHaveFocus());
  expect(email).toHaveAccessibleDescription('Email is required');
  expect(screen.getByRole('alert')).toHaveTextContent('Email is required');
  expect(screen.getByLabelText('Name')).toHaveValue('Rumi');
});
