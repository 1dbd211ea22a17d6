import { ConfirmDialog, signOut, useBusyAction } from '@storefront/shared';

const LOGOUT_CONFIRM_TEXT = 'Are you sure you want to logout?';

/**
 * The logout confirmation, for the account menu and the compact menu alike. The nav bar holds it, not
 * the menu that asked: a window turned past the compact breakpoint swaps those menus, and the
 * question stays on screen.
 */
export function LogoutDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { busy: leaving, run } = useBusyAction();
  return (
    <ConfirmDialog
      open={open}
      title="Logout"
      text={LOGOUT_CONFIRM_TEXT}
      busy={leaving}
      onCancel={onClose}
      onConfirm={async () => {
        await run(signOut);
        onClose();
      }}
    />
  );
}
