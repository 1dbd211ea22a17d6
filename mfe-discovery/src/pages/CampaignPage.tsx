import { useParams, useSearchParams } from '@storefront/shared/router';
import styled from 'styled-components';
import { PICTURE_SIZES, Picture, EmptyState, LoadFailed, Skeleton } from '@storefront/shared';
import { BasicCampaignDetailsSchema } from '@storefront/shared/contract/campaign';
import { useCatalogue } from '../lib/use-catalogue';
import { Countdown } from '../features/promotions/Countdown';
import { campaignEnd } from '../lib/promotion-rules';
import { StoreCard } from '../ui/StoreCard';

const Cover = styled(Picture)`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 5 / 2;
  max-height: 320px;
  object-fit: cover;
  margin-top: 1.5rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.surfaceMuted};
`;

const Grid = styled.ul`
  list-style: none;
  margin: 1rem 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: 1rem;
`;

/** /campaigns/{id}?module_id: the campaign's banner, countdown and the stores taking part. */
export function CampaignPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const moduleParam = Number(params.get('module_id'));
  const { data, error, mutate } = useCatalogue(
    '/campaigns/basic-campaign-details',
    BasicCampaignDetailsSchema,
    { basic_campaign_id: id },
    Number.isInteger(moduleParam) && moduleParam > 0 ? { moduleId: moduleParam } : {},
  );
  if (error) {
    const notFound = (error as { response?: { status?: number } }).response?.status === 404;
    return notFound ? (
      <EmptyState title="Not found">This campaign does not exist.</EmptyState>
    ) : (
      <LoadFailed title="The campaign could not be loaded." onRetry={() => void mutate()} />
    );
  }
  if (!data)
    return (
      <div aria-busy="true">
        <Skeleton $height="320px" />
      </div>
    );
  return (
    <article aria-labelledby="campaign-title">
      <Cover src={data.image_full_url} alt="" name={data.title} size={PICTURE_SIZES.campaign} priority />
      <h1 id="campaign-title">{data.title}</h1>
      <Countdown end={campaignEnd(data.end_date, data.end_time)} />
      {data.description ? <p>{data.description}</p> : null}
      <h2>Stores</h2>
      {data.stores.length === 0 ? (
        <EmptyState title="Stores not found!" />
      ) : (
        <Grid aria-label="Stores">
          {data.stores.map((store) => (
            <li key={store.id}>
              <StoreCard store={store} />
            </li>
          ))}
        </Grid>
      )}
    </article>
  );
}
