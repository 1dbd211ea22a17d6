import { Navigate } from '@storefront/shared/router';
import { isSignedInAtom, moduleAtom, useAtomValue } from '@storefront/shared';
import { InterestPicker } from '../features/interest/InterestPicker';

/** /interest: shown after choosing a module new to a signed-in customer; anyone else goes home. */
export function InterestPage() {
  const selected = useAtomValue(moduleAtom);
  const signedIn = useAtomValue(isSignedInAtom);
  if (!selected || !signedIn || selected.module_type === 'parcel') return <Navigate to="/home" replace />;
  return <InterestPicker key={selected.id} moduleId={selected.id} />;
}
