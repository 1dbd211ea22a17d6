import styled from 'styled-components';
import type { Item } from '../contract/item';
import { SOLD_OUT_TEXT, isSoldOut } from './item-stock';

/** The cart line's note, as the spec words it; the item page and quick view read the same. */
export const PRESCRIPTION_NOTE = 'prescription is required';

const Badge = styled.span`
  display: inline-block;
  align-self: flex-start;
  width: fit-content;
  padding: 0.1rem 0.55rem;
  border-radius: 999px;
  border: 1px solid currentColor;
  font-size: 0.8rem;
  font-weight: 700;
  color: ${({ theme }) => theme.color.danger};
  background: ${({ theme }) => theme.color.surface};
`;

const Note = styled.span`
  display: block;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.color.danger};
  /* The spec's words start in lower case; shown as a sentence. */
  &::first-letter {
    text-transform: uppercase;
  }
`;

/** 'Sold out' on an item that cannot be added (isSoldOut); nothing otherwise. */
export function SoldOutBadge({
  item,
}: {
  item: Pick<Item, 'module_type' | 'stock'> & Partial<Pick<Item, 'variations'>>;
}) {
  return isSoldOut(item) ? <Badge data-testid="sold-out">{SOLD_OUT_TEXT}</Badge> : null;
}

/** The prescription note of an item that needs one; nothing otherwise. */
export function PrescriptionNote({
  item,
  className,
}: {
  item: Pick<Item, 'is_prescription_required'>;
  className?: string;
}) {
  return item.is_prescription_required ? <Note className={className}>{PRESCRIPTION_NOTE}</Note> : null;
}
