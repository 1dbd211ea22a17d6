import { useEffect, useRef, useState } from 'react';
import { Link } from '@storefront/shared/router';
import styled from 'styled-components';
import { useConfig } from '@storefront/shared';
import { COMPACT_BREAKPOINT, accountMenuEntries } from './nav-rules';
import { IconButton } from './nav-styles';

/** Anchors the menu under its button; in the compact layout, under the sticky nav bar's end instead. */
const Anchor = styled.div`
  position: relative;
  @media (max-width: ${COMPACT_BREAKPOINT - 1}px) {
    position: static;
  }
`;

const Menu = styled.ul`
  position: absolute;
  inset-inline-end: 0;
  top: calc(100% + 4px);
  z-index: 200;
  min-width: 220px;
  /* The button sits mid-bar in the compact layout: the menu hangs from the bar's end, inside the screen. */
  @media (max-width: ${COMPACT_BREAKPOINT - 1}px) {
    inset-inline: auto 0.5rem;
    top: 100%;
    width: min(280px, 100% - 1rem);
  }
  margin: 0;
  padding: 0.4rem;
  list-style: none;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow};
  a,
  button {
    display: block;
    width: 100%;
    padding: 0.5rem 0.75rem;
    border: 0;
    border-radius: 6px;
    background: transparent;
    color: ${({ theme }) => theme.color.text};
    font: inherit;
    text-align: start;
    text-decoration: none;
    cursor: pointer;
  }
  a:hover,
  button:hover {
    background: ${({ theme }) => theme.color.surfaceMuted};
  }
`;

/** The profile menu of a signed-in customer; Logout asks the nav bar's confirmation (`onLogout`). */
export function AccountMenu({ onLogout }: { onLogout: () => void }) {
  const { data: config } = useConfig();
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !wrapper.current?.contains(event.target as Node))
        setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  return (
    <Anchor ref={wrapper}>
      <IconButton
        type="button"
        aria-expanded={open}
        aria-controls="account-menu"
        onClick={() => setOpen((shown) => !shown)}
      >
        Account
      </IconButton>
      {open ? (
        <Menu id="account-menu" aria-label="Account">
          {accountMenuEntries(config).map((entry) => (
            <li key={entry.page}>
              <Link to={entry.href} onClick={() => setOpen(false)}>
                {entry.label}
              </Link>
            </li>
          ))}
          <li>
            <button
              type="button"
              onClick={() => {
                setOpen(false);
                onLogout();
              }}
            >
              Logout
            </button>
          </li>
        </Menu>
      ) : null}
    </Anchor>
  );
}
