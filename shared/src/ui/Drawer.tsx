import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Overlay, type OverlayProps } from './Overlay';

const DrawerPanel = styled.div<{ $width?: string }>`
  width: min(100vw, ${({ $width = '420px' }) => $width});
  height: 100%;
  overflow: auto;
  padding: 1.25rem;
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  box-shadow: ${({ theme }) => theme.shadow};
`;

const panels = new Map<string, OverlayProps['Panel']>();

function panelOfWidth(width: string): OverlayProps['Panel'] {
  let panel = panels.get(width);
  if (!panel) {
    panel = styled(DrawerPanel).attrs({ $width: width })``;
    panels.set(width, panel);
  }
  return panel;
}

/** A side drawer; `width` (default 420px) is its width on screens wider than that. */
export function Drawer({
  width,
  ...props
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  width?: string;
}) {
  return <Overlay {...props} align="end" Panel={width ? panelOfWidth(width) : DrawerPanel} />;
}
