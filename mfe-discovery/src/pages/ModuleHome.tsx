import { startTransition, useEffect, useState } from 'react';
import styled from 'styled-components';
import { isSignedInAtom, useAtomValue } from '@storefront/shared';
import { nextTask } from '@storefront/shared/scheduling/next-task';
import { HOME_LAYOUTS, type StoreModuleType } from '../features/home/layouts';
import { ModuleHomeSection } from './ModuleHomeSection';
import { useHomeItems } from '../features/home/use-home-items';

/** The sections drawn with the home's first frame: what a screen shows first, the banners on top. */
export const FIRST_SCREEN_SECTIONS = 3;

/** Where the other sections go until they are drawn: the footer stays below the screen meanwhile. */
const RestOfHome = styled.div`
  min-height: 100vh;
`;

/** One section's place: no box of its own (the section lays out as if it stood alone). */
const SectionPlace = styled.div`
  display: contents;
`;

/** Sections added by each step after the first screen. */
export const SECTIONS_PER_STEP = 1;

/**
 * The home page of a store module: its sections in the module's order. The first screen's sections
 * render at once; the rest follow right after it painted, a section per task (each a render, a commit
 * and a layout of its own), so the banners are not held behind a dozen sections and no long task
 * blocks the page: the whole rest in one commit was a layout of ≈ 1,700 boxes in one go.
 */
export function ModuleHome({ moduleType, moduleId }: { moduleType: StoreModuleType; moduleId: number }) {
  const signedIn = useAtomValue(isSignedInAtom);
  const layout = HOME_LAYOUTS[moduleType];
  const home = { moduleType, moduleId, signedIn, ...useHomeItems(layout, signedIn) };
  const [shownCount, setShownCount] = useState(FIRST_SCREEN_SECTIONS);
  const allShown = shownCount >= layout.length;
  useEffect(() => {
    if (allShown) return;
    let current = true;
    void nextTask().then(() => {
      if (current) startTransition(() => setShownCount((count) => count + SECTIONS_PER_STEP));
    });
    return () => {
      current = false;
    };
  }, [shownCount, allShown]);
  const sections = layout.slice(0, shownCount);
  return (
    <div data-module-home={moduleType}>
      {sections.map((id) => (
        <SectionPlace key={id} data-home-section={id}>
          <ModuleHomeSection id={id} home={home} />
        </SectionPlace>
      ))}
      {!allShown && <RestOfHome aria-hidden="true" />}
    </div>
  );
}
