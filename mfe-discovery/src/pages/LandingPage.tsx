import {
  LandingApps,
  LandingBanner,
  LandingCriteria,
  LandingFailed,
  LandingHero,
  LandingModules,
  LandingPromotions,
  LandingReferral,
  LandingSkeleton,
  LandingZones,
} from '../features/landing/LandingSections';
import { useLanding } from '../features/landing/use-landing';

/** /: the landing data's header, module choice, offers, criteria, referral, zones and app links. */
export function LandingPage() {
  const { data: landing, error, mutate } = useLanding();
  if (error && !landing)
    return (
      <>
        <LandingFailed error={error} onRetry={() => void mutate()} />
        <LandingModules />
      </>
    );
  if (!landing)
    return (
      <>
        <LandingSkeleton />
        <LandingModules />
      </>
    );
  return (
    <>
      <LandingHero landing={landing} />
      <LandingModules landing={landing} />
      <LandingPromotions landing={landing} />
      <LandingCriteria landing={landing} />
      <LandingReferral landing={landing} />
      <LandingBanner landing={landing} />
      <LandingZones landing={landing} />
      <LandingApps landing={landing} />
    </>
  );
}
