import { useState } from 'react';
import styled from 'styled-components';
import { useViewportWidth } from '@storefront/shared';
import {
  CommonConditionItemsResponseSchema,
  CommonConditionListSchema,
} from '@storefront/shared/contract/common-condition';
import { HomeSection, SkeletonCards, sectionState } from '../../ui/HomeSection';
import { useCatalogue } from '../../lib/use-catalogue';
import { ItemCard } from '../../ui/ItemCard';
import { ITEM_LIST_EMPTY_TEXT } from '../../lib/listing-query';
import { COMMON_CONDITION_QUERY, commonConditionRows } from '../../lib/promotion-rules';
import { notYetShownFirst, type ShownItems } from './dedupe';

export const COMMON_CONDITIONS_TITLE = 'Common Conditions';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(160px, 220px) minmax(0, 1fr);
  gap: 1rem;
  @media (max-width: 700px) {
    grid-template-columns: 1fr;
  }
`;

const Tabs = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.4rem;
  @media (max-width: 700px) {
    flex-direction: row;
    overflow-x: auto;
  }
  button {
    min-height: 40px;
    padding: 0.4rem 0.75rem;
    text-align: start;
    border-radius: 8px;
    border: 1px solid ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.text};
    font: inherit;
    cursor: pointer;
    white-space: nowrap;
  }
  button[aria-pressed='true'] {
    background: ${({ theme }) => theme.color.primary};
    border-color: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.primaryText};
  }
`;

const Products = styled.ul<{ $rows: number }>`
  list-style: none;
  margin: 0;
  padding: 0 0 0.5rem;
  display: grid;
  grid-auto-flow: column;
  grid-template-rows: repeat(${({ $rows }) => $rows}, auto);
  grid-auto-columns: minmax(180px, 1fr);
  gap: 1rem;
  overflow-x: auto;
`;

function ConditionProducts({ conditionId, shown }: { conditionId: number; shown: ShownItems | null }) {
  const width = useViewportWidth();
  const { data, error, mutate } = useCatalogue(
    `/common-condition/items/${conditionId}`,
    CommonConditionItemsResponseSchema,
    COMMON_CONDITION_QUERY,
  );
  if (error)
    return (
      <p role="status">
        Items could not be loaded.{' '}
        <button type="button" onClick={() => void mutate()}>
          Try again
        </button>
      </p>
    );
  if (!data || !shown) return <SkeletonCards count={4} height="300px" label="Loading items" />;
  // The condition's items not in the item sections lead; those shown above follow, so no tab is empty.
  const products = notYetShownFirst(data.products, shown);
  if (products.length === 0) return <p>{ITEM_LIST_EMPTY_TEXT}</p>;
  return (
    <Products $rows={commonConditionRows(data.total_size, width)} aria-label="Items" tabIndex={0}>
      {products.map((item) => (
        <li key={item.id}>
          <ItemCard item={item} />
        </li>
      ))}
    </Products>
  );
}

/** Pharmacy's common conditions: the conditions as tabs on the left, their products on the right. */
export function CommonConditionsSection({ shownItems }: { shownItems: ShownItems | null }) {
  const { data, error, mutate } = useCatalogue('/common-condition/list', CommonConditionListSchema);
  const conditions = data ?? [];
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const current = conditions.find((condition) => condition.id === selectedId) ?? conditions[0];
  return (
    <HomeSection
      id="commonConditions"
      title={COMMON_CONDITIONS_TITLE}
      state={sectionState(data, error, conditions.length === 0)}
      onRetry={() => void mutate()}
      skeleton={<SkeletonCards count={4} height="300px" label={`Loading ${COMMON_CONDITIONS_TITLE}`} />}
    >
      <Layout>
        <Tabs role="group" aria-label="Conditions">
          {conditions.map((condition) => (
            <button
              key={condition.id}
              type="button"
              aria-pressed={condition.id === current?.id}
              onClick={() => setSelectedId(condition.id)}
            >
              {condition.name}
            </button>
          ))}
        </Tabs>
        {current ? <ConditionProducts key={current.id} conditionId={current.id} shown={shownItems} /> : null}
      </Layout>
    </HomeSection>
  );
}
