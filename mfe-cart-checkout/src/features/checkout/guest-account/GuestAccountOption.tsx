import { PasswordField } from '@storefront/shared';
import { CheckLabel } from '../checkout-ui';

/** The API's own rule and words for a new account's password. */
export const NEW_ACCOUNT_PASSWORD_MIN = 8;
export const NEW_ACCOUNT_PASSWORD_TOO_SHORT = 'The password must be at least 8 characters.';

export interface GuestAccountChoice {
  create: boolean;
  password: string;
}

export const NO_GUEST_ACCOUNT: GuestAccountChoice = { create: false, password: '' };

/** What is wrong with the choice before placing; null when it can go. */
export function guestAccountProblem(choice: GuestAccountChoice): string | null {
  return choice.create && choice.password.length < NEW_ACCOUNT_PASSWORD_MIN ? NEW_ACCOUNT_PASSWORD_TOO_SHORT : null;
}

/**
 * "Create an account with this order": the contact's name, phone and email become the account's,
 * with this password, and the order moves to it.
 */
export function GuestAccountOption({
  value,
  onChange,
  error,
}: {
  value: GuestAccountChoice;
  onChange: (next: GuestAccountChoice) => void;
  /** Shown once a placing attempt found the password short. */
  error?: string;
}) {
  return (
    <div style={{ display: 'grid', gap: '0.75rem' }}>
      <CheckLabel>
        <input
          type="checkbox"
          checked={value.create}
          onChange={(event) => onChange({ ...value, create: event.target.checked })}
        />
        Create an account with this order
      </CheckLabel>
      {value.create ? (
        <PasswordField
          label="Password for your account"
          autoComplete="new-password"
          value={value.password}
          error={error}
          onChange={(event) => onChange({ ...value, password: event.target.value })}
        />
      ) : null}
    </div>
  );
}
