import styled from 'styled-components';
import { Button, Dialog } from '@storefront/shared';

export const LOGIN_OR_GUEST_TITLE = 'Do you want to login or continue as a guest?';
export const LOGIN_OR_GUEST_TEXT =
  'Logging in saves your order history. As a guest you will not be able to see your order history after the order.';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 0.75rem;
  margin-top: 1.25rem;
`;

export interface LoginOrGuestDialogProps {
  open: boolean;
  onClose: () => void;
  onGuest: () => void;
  onLogin: () => void;
  onSignUp: () => void;
}

/** The login-or-guest prompt of a signed-out customer when guest checkout is on. */
export function LoginOrGuestDialog({ open, onClose, onGuest, onLogin, onSignUp }: LoginOrGuestDialogProps) {
  return (
    <Dialog open={open} title={LOGIN_OR_GUEST_TITLE} onClose={onClose}>
      <p>{LOGIN_OR_GUEST_TEXT}</p>
      <Actions>
        <Button type="button" $variant="secondary" onClick={onGuest}>
          Guest
        </Button>
        <Button type="button" $variant="secondary" onClick={onSignUp}>
          Sign Up
        </Button>
        <Button type="button" onClick={onLogin}>
          Login
        </Button>
      </Actions>
    </Dialog>
  );
}
