import { createContext, useContext, type ComponentProps, type ReactNode } from 'react';
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

/** The width of the drawer being rendered: Overlay renders the panel it is given with no props of ours. */
const DrawerWidth = createContext<string | undefined>(undefined);

/** The panel at its drawer's width (one component for every width: none is created while rendering). */
function SizedDrawerPanel(props: ComponentProps<OverlayProps['Panel']>) {
  return <DrawerPanel {...props} $width={useContext(DrawerWidth)} />;
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
  return (
    <DrawerWidth.Provider value={width}>
      <Overlay {...props} align="end" Panel={SizedDrawerPanel} />
    </DrawerWidth.Provider>
  );
}
