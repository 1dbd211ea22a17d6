import styled from 'styled-components';
import { Select } from '@storefront/shared';
import type { RegistryScope } from '@storefront/shared/contract/registry';

export const SCOPE_LABELS: Record<RegistryScope, string> = {
  default: 'Before a module is chosen',
  food: 'Food',
  grocery: 'Grocery',
  pharmacy: 'Pharmacy',
  ecommerce: 'Ecommerce',
  parcel: 'Parcel',
};

export const Section = styled.section`
  display: grid;
  gap: 0.75rem;
  h2 {
    margin: 0;
    font-size: 1.2rem;
  }
`;

export const TableScroll = styled.div`
  overflow-x: auto;
`;

export const Table = styled.table`
  border-collapse: collapse;
  width: 100%;
  th,
  td {
    text-align: left;
    padding: 0.5rem 0.75rem;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    vertical-align: middle;
    overflow-wrap: anywhere;
  }
`;

export const Caption = styled.caption`
  caption-side: bottom;
  text-align: left;
  padding-top: 0.5rem;
  color: ${({ theme }) => theme.color.textMuted};
`;

/** The kit's select, compact for a table cell; outlined while its choice is staged. */
export const CellSelect = styled(Select)`
  min-height: 0;
  border-radius: 6px;
  padding: 0.25rem 0.4rem;
  &[data-pending='true'] {
    outline: 2px solid ${({ theme }) => theme.color.primary};
  }
`;
