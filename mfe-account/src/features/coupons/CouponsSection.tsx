import useSWR from 'swr';
import styled from 'styled-components';
import {
  Button,
  EmptyState,
  LoadFailed,
  Skeleton,
  formatCouponText,
  getParsed,
  priceFormatOf,
  useConfig,
} from '@storefront/shared';
import { CouponListSchema } from '@storefront/shared/contract/coupon';
import { formatBusinessDateTime } from '@storefront/shared';
import { COPIED_TEXT, useCopy } from '../../lib/use-copy';
import { Card, Muted, SectionTitle, Spread, Stack } from '../../ui/layout';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Code = styled.code`
  font-size: 1.05rem;
  font-weight: 700;
  letter-spacing: 0.05em;
`;

/** /coupons: the customer's usable coupons, each with its terms and a copy button. */
export function CouponsSection() {
  const { data, error, mutate } = useSWR('/coupon/list', (url: string) => getParsed(url, CouponListSchema));
  const { data: config } = useConfig();
  const { copied, copy } = useCopy();
  const format = priceFormatOf(config);
  return (
    <Stack>
      <SectionTitle as="h1">Coupons</SectionTitle>
      {error ? (
        <LoadFailed title="Your coupons could not be loaded." onRetry={() => void mutate()} />
      ) : !data ? (
        <Skeleton $height="8rem" aria-label="Loading coupons" />
      ) : data.length === 0 ? (
        <EmptyState title="No coupons found" />
      ) : (
        <Grid aria-label="Coupons">
          {data.map((coupon) => (
            <li key={coupon.id}>
              <Card>
                <Stack $gap="0.5rem">
                  <strong>{coupon.title}</strong>
                  <span>{formatCouponText(coupon, format)}</span>
                  <Muted>Valid until {formatBusinessDateTime(coupon.expire_date).split(',')[0]}</Muted>
                  <Spread>
                    <Code>{coupon.code}</Code>
                    <Button
                      type="button"
                      $variant="secondary"
                      aria-label={copied === coupon.code ? COPIED_TEXT : `Copy ${coupon.code}`}
                      onClick={() => void copy(coupon.code)}
                    >
                      {copied === coupon.code ? COPIED_TEXT : 'Copy'}
                    </Button>
                  </Spread>
                </Stack>
              </Card>
            </li>
          ))}
        </Grid>
      )}
    </Stack>
  );
}
