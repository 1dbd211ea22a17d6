import { lazy, Suspense, useRef, type RefObject } from 'react';
import { pageSettledAtom, partStatusAtom, useAtomValue, useNearViewport } from '@storefront/shared';

// The footer (its links, the business's contacts, the landing's texts) loads as the customer nears
// the end of the page, not with it: most visits never scroll that far, and a module's home keeps its
// first bytes for what it shows. It is looked for once the page has settled and no part is still
// loading: before that the part's skeleton is short and the footer would always seem near.
const Footer = lazy(() => import('./Footer').then((module) => ({ default: module.Footer })));

const NOT_YET: RefObject<Element | null> = { current: null };

export function LazyFooter() {
  const holder = useRef<HTMLDivElement>(null);
  const settled = useAtomValue(pageSettledAtom);
  const partLoading = Object.values(useAtomValue(partStatusAtom)).includes('loading');
  const near = useNearViewport(settled && !partLoading ? holder : NOT_YET, '600px');
  return (
    <div ref={holder}>
      {near ? (
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
      ) : null}
    </div>
  );
}
