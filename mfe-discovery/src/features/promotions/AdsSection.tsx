import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { AdvertisementListSchema, type Advertisement } from '@storefront/shared/contract/advertisement';
import { Carousel, carouselLoops } from '../../ui/Carousel';
import { storePath } from '../catalogue/links';
import { HomeSection, SkeletonCards, sectionState } from '../catalogue/HomeSection';
import { Rating } from '../catalogue/Rating';
import { useCatalogue } from '../catalogue/use-catalogue';
import { ADS_CAROUSEL } from './promotion-rules';

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
  img.cover,
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
  .body img {
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
  /** The video ended (or cannot play): the slider moves on. */
  onEnd: () => void;
}

/** One ad: a store promotion (cover) or a video promotion that plays muted by itself. */
export function AdCard({ ad, video }: { ad: Advertisement; video: AdVideoEvents }) {
  const isVideo = ad.add_type === 'video_promotion' && Boolean(ad.video_attachment_full_url);
  return (
    <Card data-ad-type={ad.add_type}>
      {isVideo ? (
        <video
          src={ad.video_attachment_full_url ?? undefined}
          poster={ad.cover_image_full_url ?? undefined}
          muted
          autoPlay
          playsInline
          controls
          aria-label={ad.title}
          onPlay={video.onPlay}
          onEnded={video.onEnd}
          onError={video.onEnd}
        />
      ) : (
        <img className="cover" src={ad.cover_image_full_url ?? undefined} alt="" width="400" height="200" />
      )}
      <div className="body">
        <img src={ad.profile_image_full_url ?? undefined} alt="" width="40" height="40" loading="lazy" />
        <h3>
          <Link to={storePath(ad.store)}>{ad.title}</Link>
        </h3>
        <p>{ad.description}</p>
        {/* The ad shows the store's rating and its review count only where the ad turns them on. */}
        {ad.is_rating_active ? (
          <Rating value={ad.average_rating} count={ad.is_review_active ? ad.reviews_comments_count : undefined} />
        ) : null}
      </div>
    </Card>
  );
}

/** 'Highlights for you': 3 ads side by side; a playing video holds the slider until it ends, then it moves on. */
export function AdsSection() {
  const { data, error, mutate } = useCatalogue('/advertisement/list', AdvertisementListSchema);
  const ads = data ?? [];
  const [playing, setPlaying] = useState(0);
  const [advance, setAdvance] = useState(0);
  const video: AdVideoEvents = {
    onPlay: () => setPlaying((n) => n + 1),
    onEnd: () => {
      setPlaying((n) => Math.max(0, n - 1));
      setAdvance((n) => n + 1);
    },
  };
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
        hold={playing > 0}
        advanceSignal={advance}
      >
        {ads.map((ad) => (
          <AdCard key={ad.id} ad={ad} video={video} />
        ))}
      </Carousel>
    </HomeSection>
  );
}
