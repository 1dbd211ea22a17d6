import { useEffect, useState } from 'react';
import { Button, isSignedInAtom, useAtomValue } from '@storefront/shared';
import { usePrice } from '../../lib/use-price';
import { NarrowModal } from '../../ui/NarrowModal';
import { useCustomerInfo } from '../../lib/profile-api';
import { WELCOME_FLAG_KEY, WELCOME_MAX_WIDTH, WELCOME_TITLE, firstOrderNote } from './welcome-rules';

const readFlag = () => {
  try {
    return localStorage.getItem(WELCOME_FLAG_KEY) === 'true';
  } catch {
    return false;
  }
};

/** The welcome modal after a first sign-up (from a stored flag); closes on dismissal. */
export function WelcomeModal() {
  const signedIn = useAtomValue(isSignedInAtom);
  const [flag, setFlag] = useState(readFlag);
  // The flag is set by the sign-up that signs the customer in, after this host has mounted.
  useEffect(() => {
    if (signedIn) setFlag(readFlag());
  }, [signedIn]);
  const { data: info } = useCustomerInfo();
  const price = usePrice();
  const close = () => {
    localStorage.removeItem(WELCOME_FLAG_KEY);
    setFlag(false);
  };
  const note = firstOrderNote(info, price);
  return (
    <NarrowModal open={signedIn && flag} title={WELCOME_TITLE} maxWidth={WELCOME_MAX_WIDTH} onClose={close}>
      <p>{info ? `Hi ${info.f_name}, your` : 'Your'} account is ready. Enjoy ordering from stores near you.</p>
      {note ? <p>{note}</p> : null}
      <Button type="button" $block onClick={close}>
        Start Shopping
      </Button>
    </NarrowModal>
  );
}
