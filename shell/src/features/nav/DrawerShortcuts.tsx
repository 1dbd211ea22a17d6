import { useId, useState } from 'react';
import { Link } from '@storefront/shared/router';
import styled from 'styled-components';
import { Icon, isSignedInAtom, moduleAtom, useAtomValue, useConfig } from '@storefront/shared';
import { accountMenuEntries, navControls } from './nav-rules';
import { ChatLink, SignInLink, WishlistButton, storesLabel } from './NavControls';
import { IconButton } from './nav-styles';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.15rem;
  > li > a,
  > li > button {
    width: 100%;
    justify-content: flex-start;
    font-weight: 500;
  }
  > li > button > span:last-child {
    margin-inline-start: auto;
  }
`;

const SubList = styled.ul`
  /* Doubled: the drawer's own list look must not take its indent. */
  && {
    margin: 0;
    padding: 0 0 0.25rem;
    padding-inline-start: 2.25rem;
  }
`;

const Hint = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 0.85rem;
  font-weight: 400;
`;

const Toggle = styled(IconButton)`
  svg:last-child {
    margin-inline-start: auto;
    transition: transform 0.15s;
  }
  &[aria-expanded='true'] svg:last-child {
    transform: rotate(90deg);
  }
`;

/** A drawer's list items of links; choosing one closes the drawer. */
export function DrawerLinks({ links, close }: { links: { href: string; label: string }[]; close: () => void }) {
  return links.map((link) => (
    <li key={link.href}>
      <Link to={link.href} onClick={close}>
        {link.label}
      </Link>
    </li>
  ));
}

/** The signed-in customer's account pages, folded under one 'Account' button. */
function DrawerAccount({ close }: { close: () => void }) {
  const { data: config } = useConfig();
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <>
      <Toggle type="button" aria-expanded={open} aria-controls={listId} onClick={() => setOpen((shown) => !shown)}>
        <Icon name="user" /> Account
        <Icon name="chevron" size={16} />
      </Toggle>
      {open ? (
        <SubList id={listId} aria-label="Account">
          <DrawerLinks links={accountMenuEntries(config)} close={close} />
        </SubList>
      ) : null}
    </>
  );
}

/**
 * The phone's header holds the logo, the location, the cart and the Menu button only: the drawer
 * opens with the rest of the nav (sign-in or the account, the module, its stores, the wishlist and
 * chat), each closing the drawer as it is used. Track-order is in the drawer's help and policies.
 */
export interface ShortcutActions {
  onChooseModule: () => void;
  onStores: () => void;
}

export function DrawerShortcuts({ close, onChooseModule, onStores }: ShortcutActions & { close: () => void }) {
  const selected = useAtomValue(moduleAtom);
  const signedIn = useAtomValue(isSignedInAtom);
  const show = navControls({ moduleType: selected?.module_type, signedIn });
  return (
    <List aria-label="Shop">
      <li>{signedIn ? <DrawerAccount close={close} /> : <SignInLink before={close} />}</li>
      <li>
        <IconButton
          type="button"
          data-testid="module-button"
          aria-haspopup="dialog"
          onClick={() => {
            close();
            onChooseModule();
          }}
        >
          <Icon name="expand" /> <span>{selected ? selected.module_name : 'Select module'}</span>
          {selected ? <Hint>Change module</Hint> : null}
        </IconButton>
      </li>
      {show.storeModal && selected ? (
        <li>
          <IconButton
            type="button"
            aria-haspopup="dialog"
            onClick={() => {
              close();
              onStores();
            }}
          >
            <Icon name="store" /> {storesLabel(selected.module_type)}
          </IconButton>
        </li>
      ) : null}
      {show.wishlist ? (
        <li>
          <WishlistButton labelled before={close} />
        </li>
      ) : null}
      {show.chat ? (
        <li>
          <ChatLink labelled before={close} />
        </li>
      ) : null}
    </List>
  );
}
