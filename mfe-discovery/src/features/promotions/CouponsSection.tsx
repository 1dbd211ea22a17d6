import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { formatCouponText, priceFormatOf, toast, useConfig } from '@storefront/shared';
import { CouponListSchema, type Coupon } from '@storefront/shared/contract/coupon';
import { Carousel } from '../../ui/Carousel';
import { HomeSection, SkeletonCards, sectionState } from '../../ui/HomeSection';
import { useCatalogue } from '../../lib/use-catalogue';
import { COPIED_TEXT, COPY_FEEDBACK_MS } from '../../lib/promotion-rules';

export const COUPONS_TITLE = 'Coupons';

const Card = styled.div`
  height: 100%;
  display: flex;
  flex-direction: column;
  gap: 0.4rem;
  padding: 1rem;
  border-radius: ${({ theme }) => theme.radius};
  border: 2px dashed ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  h3 {
    margin: 0;
    font-size: 1rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: 0.9rem;
  }
`;

const Code = styled.button`
  align-self: flex-start;
  margin-top: auto;
  min-height: 40px;
  padding: 0.3rem 0.9rem;
  border-radius: 8px;
  border: 1px solid ${({ theme }) => theme.color.primary};
  background: ${({ theme }) => theme.color.surfaceMuted};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  font-weight: 700;
  letter-spacing: 0.05em;
  cursor: pointer;
`;

async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) await navigator.clipboard.writeText(text);
}

function CouponCard({ coupon }: { coupon: Coupon }) {
  const { data: config } = useConfig();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPY_FEEDBACK_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    try {
      await copyText(coupon.code);
    } catch {
      // Without clipboard access the code stays on screen to type.
      toast.info(coupon.code);
    }
    setCopied(true);
  };
  return (
    <Card>
      <h3>{coupon.title}</h3>
      <p>{formatCouponText(coupon, priceFormatOf(config))}</p>
      <Code type="button" onClick={() => void copy()} aria-label={`Copy coupon code ${coupon.code}`}>
        {coupon.code}
      </Code>
      <span role="status">{copied ? COPIED_TEXT : ''}</span>
    </Card>
  );
}

/** The coupon carousel: each code copies on a click with a 'Copied' note for 1000 ms. */
export function CouponsSection() {
  const { data, error, mutate } = useCatalogue('/coupon/list/all', CouponListSchema);
  return (
    <HomeSection
      id="coupons"
      title={COUPONS_TITLE}
      state={sectionState(data, error, (data?.length ?? 0) === 0)}
      onRetry={() => void mutate()}
      skeleton={<SkeletonCards count={3} height="140px" label={`Loading ${COUPONS_TITLE}`} />}
    >
      <Carousel
        label={COUPONS_TITLE}
        perView={3}
        breakpoints={[
          { maxWidth: 900, perView: 2 },
          { maxWidth: 600, perView: 1.1 },
        ]}
      >
        {(data ?? []).map((coupon) => (
          <CouponCard key={coupon.id} coupon={coupon} />
        ))}
      </Carousel>
    </HomeSection>
  );
}
