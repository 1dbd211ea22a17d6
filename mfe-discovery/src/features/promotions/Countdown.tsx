import { useEffect, useState } from 'react';
import { businessNow } from '@storefront/shared';
import styled from 'styled-components';
import { CAMPAIGN_OVER_TEXT, countdown, countdownText } from '../../lib/promotion-rules';

const Text = styled.span`
  font-variant-numeric: tabular-nums;
  font-weight: 700;
`;

const units = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** A live DD:HH:MM:SS countdown to `end`, each part with its unit,, or 'This campaign is over'. Read out only on demand. */
export function Countdown({ end, label = 'Ends in' }: { end: Date; label?: string }) {
  const [now, setNow] = useState(businessNow);
  const over = countdown(end, now) === null;
  useEffect(() => {
    if (over) return;
    const timer = window.setInterval(() => setNow(businessNow()), 1000);
    return () => window.clearInterval(timer);
  }, [over]);
  if (over) return <Text>{CAMPAIGN_OVER_TEXT}</Text>;
  const left = countdown(end, now)!;
  return (
    <Text
      role="timer"
      aria-label={`${label} ${units(left.days, 'day')}, ${units(left.hours, 'hour')}, ${units(left.minutes, 'minute')}`}
      data-testid="countdown"
    >
      {label} <span aria-hidden="true">{countdownText(end, now)}</span>
    </Text>
  );
}
