import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Overlay } from './Overlay';

const DrawerPanel = styled.div<{ $width?: string }>`
  width: min(100vw, ${({ $width = '420px' }) => $width});
  height: 100%;
  overflow: auto;
  padding: 1.25rem;
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  box-shadow: ${({ theme }) => theme.shadow};
`;

export function Drawer(props: { open: boolean; title: string; onClose: () => void; children: ReactNode }) {
  return <Overlay {...props} align="end" Panel={DrawerPanel} />;
}
