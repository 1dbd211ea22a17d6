import { useNavigate } from '@storefront/shared/router';
import styled from 'styled-components';
import { PICTURE_SIZES, Picture, EmptyState } from '@storefront/shared';
import type { ParcelCategory } from '@storefront/shared/contract/parcel';
import { Section, sectionState } from '../../ui/Section';
import { useParcelCategories } from '../../lib/use-parcel-home';
import { saveSelectedCategory } from './selected-category';

export const DELIVERY_INFO_PATH = '/parcel-delivery-info';

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: 1rem;
`;

const Card = styled.button`
  width: 100%;
  height: 100%;
  display: grid;
  justify-items: start;
  gap: 0.35rem;
  padding: 1rem;
  text-align: start;
  border-radius: 12px;
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  cursor: pointer;
  &:hover {
    border-color: ${({ theme }) => theme.color.primary};
  }
  ${Picture} {
    width: 56px;
    height: 56px;
    object-fit: contain;
  }
  strong {
    font-size: 1.05rem;
  }
  span {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: 0.92rem;
  }
`;

/** Parcel category cards: choosing one saves it, then opens the delivery info. */
export function CategoryCards() {
  const swr = useParcelCategories();
  const navigate = useNavigate();
  const choose = (category: ParcelCategory) => {
    saveSelectedCategory(category);
    navigate(DELIVERY_INFO_PATH);
  };
  return (
    <Section title="What are you sending?" id="parcel-categories" state={sectionState(swr)}>
      {swr.data && !swr.data.length ? (
        <EmptyState title="Items Not Found!" />
      ) : (
        <Grid>
          {swr.data?.map((category) => (
            <li key={category.id}>
              <Card type="button" onClick={() => choose(category)} aria-label={category.name}>
                {category.image_full_url ? (
                  <Picture src={category.image_full_url} alt="" name={category.name} size={PICTURE_SIZES.parcel} />
                ) : null}
                <strong>{category.name}</strong>
                <span>{category.description}</span>
              </Card>
            </li>
          ))}
        </Grid>
      )}
    </Section>
  );
}
