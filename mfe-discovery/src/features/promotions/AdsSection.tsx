import { useEffect, useRef, useState } from 'react';
import { Link } from '@storefront/shared/router';
import styled from 'styled-components';
import { PICTURE_SIZES, Picture, Rating } from '@storefront/shared';
import { AdvertisementListSchema, type Advertisement } from '@storefront/shared/contract/advertisement';
import { Carousel, carouselLoops } from '../../ui/Carousel';
import { ReadMore } from '../../ui/ReadMore';
import { storePath } from '../../lib/links';
import { HomeSection, SkeletonCards, sectionState } from '../../ui/HomeSection';
import { useCatalogue } from '../../lib/use-catalogue';
import { ADS_CAROUSEL } from '../../lib/promotion-rules';

export const ADS_TITLE = 'Highlights for you';
const ADS_AUTOPLAY_MS = 4000;

const Card = styled.article`
  position: relative;
  height: 100%;
  display: flex;
  flex-direction: column;
  border-radius: ${({ theme }) => theme.radius};
  overflow: hidden;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  .cover,
  video {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 2 / 1;
    object-fit: cover;
    background: ${({ theme }) => theme.color.surfaceMuted};
  }
  .body {
    display: grid;
    grid-template-columns: 40px 1fr;
    gap: 0.25rem 0.75rem;
    padding: 0.75rem;
  }
  .body ${Picture} {
    grid-row: 1 / span 3;
    width: 40px;
    height: 40px;
    border-radius: 50%;
  }
  h3 {
    margin: 0;
    font-size: 1rem;
  }
  p {
    margin: 0;
    font-size: 0.875rem;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

export interface AdVideoEvents {
  /** A video started: the slider waits. */
  onPlay: () => void;
  /** The video was paused (by the customer, or because it left the view): the slider goes on. */
  onPause: () => void;
  /** The video ended (or cannot play): the slider moves on. */
  onEnd: () => void;
}

/** How much of a video must be in view before it plays by itself. */
export const AD_VIDEO_VISIBLE_RATIO = 0.6;

/** A muted video ad that plays only while it is in view, and pauses when it leaves it. */
function AdVideo({ ad, video }: { ad: Advertisement; video: AdVideoEvents }) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (!entry) return;
        if (entry.isIntersecting && entry.intersectionRatio >= AD_VIDEO_VISIBLE_RATIO) {
          // A browser that refuses to autoplay leaves the slider as it is.
          void Promise.resolve(element.play()).catch(() => undefined);
        } else if (!element.paused) element.pause();
      },
      { threshold: [0, AD_VIDEO_VISIBLE_RATIO] },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <video
      ref={ref}
      src={ad.video_attachment_full_url ?? undefined}
      poster={ad.cover_image_full_url ?? undefined}
      muted
      playsInline
      preload="metadata"
      controls
      aria-label={ad.title}
      onPlay={video.onPlay}
      onPause={video.onPause}
      onEnded={video.onEnd}
      onError={video.onEnd}
    />
  );
}

/** One ad: a store promotion (cover) or a video promotion that plays muted by itself while in view. */
export function AdCard({ ad, video }: { ad: Advertisement; video: AdVideoEvents }) {
  const isVideo = ad.add_type === 'video_promotion' && Boolean(ad.video_attachment_full_url);
  return (
    <Card data-ad-type={ad.add_type}>
      {isVideo ? (
        <AdVideo ad={ad} video={video} />
      ) : (
        <Picture
          className="cover"
          src={ad.cover_image_full_url}
          alt=""
          name={ad.title}
          size={PICTURE_SIZES.advertisement}
        />
      )}
      <div className="body">
        <Picture src={ad.profile_image_full_url} alt="" name={ad.store.name} size={PICTURE_SIZES.store} />
        <h3>
          <Link to={storePath(ad.store)}>{ad.title}</Link>
        </h3>
        {ad.description ? <ReadMore text={ad.description} /> : null}
        {/* The ad shows the store's rating and its review count only where the ad turns them on. */}
        {ad.is_rating_active ? (
          <Rating value={ad.average_rating} count={ad.is_review_active ? ad.reviews_comments_count : undefined} />
        ) : null}
      </div>
    </Card>
  );
}

/**
 * 'Highlights for you': 3 ads side by side; a playing video holds the slider until it ends (then it moves
 * on) or is paused (then it goes on as before).
 */
export function AdsSection() {
  const { data, error, mutate } = useCatalogue('/advertisement/list', AdvertisementListSchema);
  const ads = data ?? [];
  // The ads whose video is playing; any of them holds the slider.
  const [playing, setPlaying] = useState<ReadonlySet<number>>(new Set());
  const [advance, setAdvance] = useState(0);
  const setPlayingOf = (id: number, on: boolean) =>
    setPlaying((current) => {
      if (current.has(id) === on) return current;
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const videoOf = (id: number): AdVideoEvents => ({
    onPlay: () => setPlayingOf(id, true),
    onPause: () => setPlayingOf(id, false),
    onEnd: () => {
      setPlayingOf(id, false);
      setAdvance((n) => n + 1);
    },
  });
  return (
    <HomeSection
      id="ads"
      title={ADS_TITLE}
      state={sectionState(data, error, ads.length === 0)}
      onRetry={() => void mutate()}
      skeleton={<SkeletonCards count={3} height="260px" label={`Loading ${ADS_TITLE}`} />}
    >
      <Carousel
        label={ADS_TITLE}
        perView={ADS_CAROUSEL.perView}
        breakpoints={[
          { maxWidth: 900, perView: 2 },
          { maxWidth: 600, perView: 1.1 },
        ]}
        loop={carouselLoops(ads.length, ADS_CAROUSEL.loopsWithMoreThan)}
        autoplayMs={ADS_AUTOPLAY_MS}
        hold={playing.size > 0}
        advanceSignal={advance}
      >
        {ads.map((ad) => (
          <AdCard key={ad.id} ad={ad} video={videoOf(ad.id)} />
        ))}
      </Carousel>
    </HomeSection>
  );
}
