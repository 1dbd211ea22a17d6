import { isSignedInAtom, useAtomValue } from '@storefront/shared';
import { HOME_LAYOUTS, type StoreModuleType } from '../features/home/layouts';
import { ModuleHomeSection } from './ModuleHomeSection';
import { useHomeItems } from '../features/home/use-home-items';

/** The home page of a store module: its sections in the module's order. */
export function ModuleHome({ moduleType, moduleId }: { moduleType: StoreModuleType; moduleId: number }) {
  const signedIn = useAtomValue(isSignedInAtom);
  const layout = HOME_LAYOUTS[moduleType];
  const home = { moduleType, moduleId, signedIn, ...useHomeItems(layout, signedIn) };
  return (
    <div data-module-home={moduleType}>
      {layout.map((id) => (
        <ModuleHomeSection key={id} id={id} home={home} />
      ))}
    </div>
  );
}
