import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Skeleton, useNearViewport } from '@storefront/shared';
import { afterPriorityPictures } from '../../lib/after-priority-pictures';

// The sign-up form (and formik with it) loads as the footer comes into view, not with the page, and
// after the page's largest picture (a short page shows its footer at once).
const Newsletter = lazy(() => import('./Newsletter').then((module) => ({ default: module.Newsletter })));

/** Holds the form's height while its code loads, so the footer never jumps. */
const Holder = styled.div`
  min-height: 9.5rem;
`;

export function LazyNewsletter(props: { title?: string; subtitle?: string }) {
  const holder = useRef<HTMLDivElement>(null);
  const near = useNearViewport(holder);
  const [due, setDue] = useState(false);
  useEffect(() => (near ? afterPriorityPictures(() => setDue(true)) : undefined), [near]);
  // Out of view the holder stays empty: a pulsing skeleton there would repaint all the time the
  // customer reads the page above it (a fifth of a core on a phone), for nothing anyone sees.
  return (
    <Holder ref={holder}>
      {due && (
        <Suspense fallback={<Skeleton $height="9.5rem" aria-hidden="true" />}>
          <Newsletter {...props} />
        </Suspense>
      )}
    </Holder>
  );
}
