import { useCallback, useEffect, useState } from 'react';
import useSWR from 'swr';
import { Button, Skeleton, getParsed } from '@storefront/shared';
import { TopUpStateSchema, type TopUpState } from '@storefront/shared/contract/wallet';
import { usePrice } from '../../lib/use-price';
import { Card, Muted, Row, Stack } from '../../ui/layout';
import { TOP_UP_POLL_MS, TOP_UP_WAIT_LIMIT_MS, topUpMessage } from './wallet-rules';

const TOP_UP_URL = '/customer/wallet/top-up';

interface TopUpReturnProps {
  reference: string;
  /** The customer left the provider's page (its Cancel) rather than paying. */
  left: boolean;
  /** Once the top-up is credited: the balance and history are read again. */
  onCredited: () => Promise<void>;
}

/**
 * /wallet?top_up=…: back from the provider's page. The top-up is read every 1.5 s until the
 * provider's webhook has settled it; only that counts, never the address the customer came back
 * on. After a minute without an answer the page says so and offers to check again.
 */
export function TopUpReturn({ reference, left, onCredited }: TopUpReturnProps) {
  const price = usePrice();
  const [gaveUp, setGaveUp] = useState(false);
  const refreshInterval = useCallback(
    (latest?: TopUpState) => (left || gaveUp || (latest && latest.status !== 'open') ? 0 : TOP_UP_POLL_MS),
    [gaveUp, left],
  );
  const { data, error, mutate } = useSWR(
    [TOP_UP_URL, reference],
    ([url, ref]: [string, string]) => getParsed(url, TopUpStateSchema, { params: { reference: ref } }),
    { refreshInterval, errorRetryInterval: TOP_UP_POLL_MS, errorRetryCount: 5 },
  );
  const status = data?.status;
  useEffect(() => {
    if (status === 'paid') void onCredited();
  }, [status, onCredited]);
  useEffect(() => {
    if (left || status !== 'open' || gaveUp) return undefined;
    const timer = setTimeout(() => setGaveUp(true), TOP_UP_WAIT_LIMIT_MS);
    return () => clearTimeout(timer);
  }, [left, status, gaveUp]);

  const message = topUpMessage(data, { left, gaveUp, failedToLoad: Boolean(error) && !data }, price);
  return (
    <Card aria-label="Top-up">
      <Stack $gap="0.5rem">
        <strong>{message.title}</strong>
        <p role="status" style={{ margin: 0 }}>
          {message.text}
        </p>
        {message.waiting ? <Skeleton aria-hidden="true" $width="12rem" $height="0.75rem" /> : null}
        {gaveUp && status === 'open' ? (
          <Row>
            <Button
              type="button"
              $variant="secondary"
              onClick={() => {
                setGaveUp(false);
                void mutate();
              }}
            >
              Check again
            </Button>
          </Row>
        ) : null}
        {data && !message.waiting ? <Muted>Reference {data.reference}</Muted> : null}
      </Stack>
    </Card>
  );
}
