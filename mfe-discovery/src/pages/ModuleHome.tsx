import { startTransition, useEffect, useState } from 'react';
import styled from 'styled-components';
import { isSignedInAtom, useAtomValue } from '@storefront/shared';
import { HOME_LAYOUTS, type StoreModuleType } from '../features/home/layouts';
import { ModuleHomeSection } from './ModuleHomeSection';
import { useHomeItems } from '../features/home/use-home-items';

/** The sections drawn with the home's first frame: what a screen shows first, the banners on top. */
export const FIRST_SCREEN_SECTIONS = 3;

/** Where the other sections go until they are drawn: the footer stays below the screen meanwhile. */
const RestOfHome = styled.div`
  min-height: 100vh;
`;

/**
 * The home page of a store module: its sections in the module's order. The first screen's sections
 * render at once; the rest follow right after it painted, as a transition (React yields between
 * sections), so the banners are not held behind a dozen sections and no long task blocks the page.
 */
export function ModuleHome({ moduleType, moduleId }: { moduleType: StoreModuleType; moduleId: number }) {
  const signedIn = useAtomValue(isSignedInAtom);
  const layout = HOME_LAYOUTS[moduleType];
  const home = { moduleType, moduleId, signedIn, ...useHomeItems(layout, signedIn) };
  const [restShown, setRestShown] = useState(false);
  useEffect(() => startTransition(() => setRestShown(true)), []);
  const sections = restShown ? layout : layout.slice(0, FIRST_SCREEN_SECTIONS);
  return (
    <div data-module-home={moduleType}>
      {sections.map((id) => (
        <ModuleHomeSection key={id} id={id} home={home} />
      ))}
      {!restShown && <RestOfHome aria-hidden="true" />}
    </div>
  );
}
