import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button, NumberField } from '@storefront/shared';
import type { Brand } from '@storefront/shared/contract/brand';
import type { Category } from '@storefront/shared/contract/category';
import { PRICE_RANGE, type FilterEntry, type ListingFilters } from '../../lib/listing-query';

const Fieldset = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0 0 1.25rem;
  legend {
    font-weight: 700;
    margin-bottom: 0.5rem;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  ul ul {
    padding-left: 1.5rem;
  }
  label {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    min-height: 32px;
    cursor: pointer;
  }
`;

const PriceRow = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 0.75rem;
  margin-bottom: 0.5rem;
`;

const Slider = styled.div`
  position: relative;
  height: 32px;
  margin: 0.5rem 0 0.75rem;
  input[type='range'] {
    position: absolute;
    inset: 0;
    width: 100%;
    margin: 0;
    background: none;
    pointer-events: none;
    accent-color: ${({ theme }) => theme.color.primary};
  }
  input[type='range']::-webkit-slider-thumb {
    pointer-events: auto;
  }
  input[type='range']::-moz-range-thumb {
    pointer-events: auto;
  }
`;

/** The price slider's step. */
export const PRICE_STEP = 10;

const toggle = (ids: number[], id: number, on: boolean) =>
  on ? [...new Set([...ids, id])] : ids.filter((x) => x !== id);

export const RATING_CHOICES = [0, 4, 3, 2, 1] as const;

/** The filter panel: category tree, brands (ecommerce items), flags, rating and price. */
export function FilterPanel({
  filters,
  onChange,
  categories,
  brands,
  entries,
}: {
  filters: ListingFilters;
  onChange: (next: ListingFilters) => void;
  categories: Category[];
  brands: Brand[] | null;
  entries: FilterEntry[];
}) {
  const ratingName = useId();
  const [price, setPrice] = useState({ min: String(filters.minPrice), max: String(filters.maxPrice) });
  const applyPrice = () => {
    const min = Math.max(PRICE_RANGE.min, Number(price.min) || 0);
    const max = Math.min(PRICE_RANGE.max, Number(price.max) || PRICE_RANGE.max);
    onChange({ ...filters, minPrice: Math.min(min, max), maxPrice: Math.max(min, max) });
  };
  return (
    <div>
      {categories.length > 0 ? (
        <Fieldset>
          <legend>Categories</legend>
          <ul>
            {categories.map((category) => (
              <li key={category.id}>
                <label>
                  <input
                    type="checkbox"
                    checked={filters.categoryIds.includes(category.id)}
                    onChange={(event) =>
                      onChange({
                        ...filters,
                        categoryIds: toggle(filters.categoryIds, category.id, event.target.checked),
                      })
                    }
                  />
                  {category.name}
                </label>
                {category.childes && category.childes.length > 0 ? (
                  <ul>
                    {category.childes.map((child) => (
                      <li key={child.id}>
                        <label>
                          <input
                            type="checkbox"
                            checked={filters.categoryIds.includes(child.id)}
                            onChange={(event) =>
                              onChange({
                                ...filters,
                                categoryIds: toggle(filters.categoryIds, child.id, event.target.checked),
                              })
                            }
                          />
                          {child.name}
                        </label>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </Fieldset>
      ) : null}
      {brands && brands.length > 0 ? (
        <Fieldset>
          <legend>Brands</legend>
          <ul>
            {brands.map((brand) => (
              <li key={brand.id}>
                <label>
                  <input
                    type="checkbox"
                    checked={filters.brandIds.includes(brand.id)}
                    onChange={(event) =>
                      onChange({ ...filters, brandIds: toggle(filters.brandIds, brand.id, event.target.checked) })
                    }
                  />
                  {brand.name}
                </label>
              </li>
            ))}
          </ul>
        </Fieldset>
      ) : null}
      <Fieldset>
        <legend>Filter</legend>
        <ul>
          {entries.map((entry) => (
            <li key={entry.value}>
              <label>
                <input
                  type="checkbox"
                  checked={filters.flags.includes(entry.value)}
                  onChange={(event) =>
                    onChange({
                      ...filters,
                      flags: event.target.checked
                        ? [...new Set([...filters.flags, entry.value])]
                        : filters.flags.filter((flag) => flag !== entry.value),
                    })
                  }
                />
                {entry.label}
              </label>
            </li>
          ))}
        </ul>
      </Fieldset>
      <Fieldset>
        <legend>Rating</legend>
        <ul>
          {RATING_CHOICES.map((rating) => (
            <li key={rating}>
              <label>
                <input
                  type="radio"
                  name={ratingName}
                  checked={filters.ratingCount === rating}
                  onChange={() => onChange({ ...filters, ratingCount: rating })}
                />
                {rating === 0 ? 'Any rating' : `${rating} stars and up`}
              </label>
            </li>
          ))}
        </ul>
      </Fieldset>
      <Fieldset>
        <legend>Price</legend>
        <Slider>
          <input
            type="range"
            aria-label="Min price slider"
            min={PRICE_RANGE.min}
            max={PRICE_RANGE.max}
            step={PRICE_STEP}
            value={Number(price.min) || PRICE_RANGE.min}
            onChange={(event) =>
              setPrice({
                ...price,
                min: String(Math.min(Number(event.target.value), Number(price.max) || PRICE_RANGE.max)),
              })
            }
          />
          <input
            type="range"
            aria-label="Max price slider"
            min={PRICE_RANGE.min}
            max={PRICE_RANGE.max}
            step={PRICE_STEP}
            value={Number(price.max) || PRICE_RANGE.max}
            onChange={(event) =>
              setPrice({
                ...price,
                max: String(Math.max(Number(event.target.value), Number(price.min) || PRICE_RANGE.min)),
              })
            }
          />
        </Slider>
        <PriceRow>
          <NumberField
            label="Min price"
            min={PRICE_RANGE.min}
            max={PRICE_RANGE.max}
            value={price.min}
            onChange={(event) => setPrice({ ...price, min: event.target.value })}
          />
          <NumberField
            label="Max price"
            min={PRICE_RANGE.min}
            max={PRICE_RANGE.max}
            value={price.max}
            onChange={(event) => setPrice({ ...price, max: event.target.value })}
          />
        </PriceRow>
        <Button type="button" $variant="secondary" onClick={applyPrice}>
          Apply price
        </Button>
      </Fieldset>
    </div>
  );
}
