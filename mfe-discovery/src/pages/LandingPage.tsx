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
  // A screen tall while it loads: the footer stays below it rather than showing and then jumping away.
  if (!landing)
    return (
      <div style={{ minHeight: '100vh' }}>
        <LandingSkeleton />
        <LandingModules />
      </div>
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
