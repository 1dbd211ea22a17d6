import { useState } from 'react';
import styled from 'styled-components';
import { Button, priceFormatOf, useConfig } from '@storefront/shared';
import { CashbackListSchema } from '@storefront/shared/contract/cashback';
import { HomeSection, SkeletonCards, sectionState } from '../../ui/HomeSection';
import { useCatalogue } from '../../lib/use-catalogue';
import { CASHBACK_CACHE_MS, cashbackTerms, cashbackValue } from '../../lib/promotion-rules';

export const CASHBACK_TITLE = 'Cashback Offers';

const List = styled.ul`
  list-style: none;
  margin: 0.75rem 0 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: 1rem;
  li {
    padding: 1rem;
    border-radius: ${({ theme }) => theme.radius};
    border: 1px dashed ${({ theme }) => theme.color.primary};
    background: ${({ theme }) => theme.color.surface};
  }
  strong {
    display: block;
    font-size: 1.2rem;
    color: ${({ theme }) => theme.color.primary};
  }
  p {
    margin: 0.25rem 0 0;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: 0.875rem;
  }
`;

/** Cashback offers: a panel that toggles open and closed (spec section 4). */
export function CashbackSection() {
  const { data, error, mutate } = useCatalogue(
    '/cashback/list',
    CashbackListSchema,
    {},
    { cacheMs: CASHBACK_CACHE_MS },
  );
  const { data: config } = useConfig();
  const format = priceFormatOf(config);
  const [open, setOpen] = useState(true);
  return (
    <HomeSection
      id="cashback"
      title={CASHBACK_TITLE}
      state={sectionState(data, error, (data?.length ?? 0) === 0)}
      onRetry={() => void mutate()}
      skeleton={<SkeletonCards count={3} height="96px" label={`Loading ${CASHBACK_TITLE}`} />}
    >
      <Button
        type="button"
        $variant="secondary"
        aria-expanded={open}
        aria-controls="cashback-offers"
        onClick={() => setOpen((value) => !value)}
      >
        {open ? 'Hide offers' : `Show ${data?.length ?? 0} offers`}
      </Button>
      {open ? (
        <List id="cashback-offers">
          {(data ?? []).map((offer) => (
            <li key={offer.id}>
              <strong>{cashbackValue(offer, format)}</strong>
              {offer.title}
              <p>{cashbackTerms(offer, format)}</p>
            </li>
          ))}
        </List>
      ) : null}
    </HomeSection>
  );
}
