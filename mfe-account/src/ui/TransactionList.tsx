import styled from 'styled-components';
import { Button, EmptyState, LoadFailed, Skeleton, getParsed, useSWRInfinite } from '@storefront/shared';
import type { z } from '@storefront/shared/zod';
import { formatBusinessDateTime } from '@storefront/shared';
import { moreThanLoaded, pageKey } from '../lib/infinite';
import { Muted, Spread } from './layout';
import { transactionName } from './transaction-names';

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: 0.7rem 0;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
`;

interface Transaction {
  id: number | string;
  credit: number;
  debit: number;
  transaction_type: string;
  created_at: string;
}

interface TransactionPage {
  data: Transaction[];
  total_size?: number | null;
}

/**
 * A transaction history, 10 a page. 'Load more' shows only while the API's total_size says entries
 * are left to load (and the last page was not empty).
 */
export function TransactionList<S extends z.ZodType<TransactionPage>>({
  url,
  schema,
  label,
  format,
  refreshKey = 0,
}: {
  url: string;
  schema: S;
  label: string;
  format: (amount: number) => string;
  refreshKey?: number;
}) {
  const dataOf = (page: TransactionPage) => page.data;
  const { data, error, size, setSize, mutate, isValidating } = useSWRInfinite(
    pageKey(url, dataOf, { refreshKey }),
    ([path, offset]: [string, number]) => getParsed(path, schema, { params: { limit: 10, offset } }),
  );
  if (error) return <LoadFailed title="The history could not be loaded." onRetry={() => void mutate()} />;
  if (!data) return <Skeleton $height="6rem" aria-label="Loading the history" />;
  const entries = data.flatMap(dataOf);
  if (entries.length === 0) return <EmptyState title="No transactions yet" />;
  return (
    <>
      <List aria-label={label}>
        {entries.map((entry) => (
          <li key={entry.id}>
            <Spread>
              <span>{transactionName(entry.transaction_type, entry.credit)}</span>
              <strong>{entry.credit > 0 ? `+${format(entry.credit)}` : `-${format(entry.debit)}`}</strong>
            </Spread>
            <Muted>{formatBusinessDateTime(entry.created_at)}</Muted>
          </li>
        ))}
      </List>
      {moreThanLoaded(data, dataOf) ? (
        <Button type="button" $variant="secondary" disabled={isValidating} onClick={() => void setSize(size + 1)}>
          Load more
        </Button>
      ) : null}
    </>
  );
}
