import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useConfig } from '@storefront/shared';

const Wrapper = styled.footer`
  margin-top: 3rem;
  padding: 2rem 0;
  background: ${({ theme }) => theme.color.surface};
  border-top: 1px solid ${({ theme }) => theme.color.border};
`;

const Inner = styled.div`
  width: min(1240px, 100% - 2rem);
  margin: 0 auto;
  display: grid;
  gap: 1rem;
  ul {
    list-style: none;
    padding: 0;
    margin: 0;
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem 1.25rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

export function Footer() {
  const { data: config } = useConfig();
  return (
    <Wrapper>
      <Inner>
        <strong>{config?.business_name ?? 'Storefront'}</strong>
        <nav aria-label="Policies">
          <ul>
            <li>
              <Link to="/terms-and-conditions">Terms and Conditions</Link>
            </li>
            <li>
              <Link to="/privacy-policy">Privacy Policy</Link>
            </li>
            {config?.refund_policy !== 0 ? (
              <li>
                <Link to="/refund-policy">Refund Policy</Link>
              </li>
            ) : null}
            {config?.cancelation_policy !== 0 ? (
              <li>
                <Link to="/cancellation-policy">Cancellation Policy</Link>
              </li>
            ) : null}
            {config?.shipping_policy !== 0 ? (
              <li>
                <Link to="/shipping-policy">Shipping Policy</Link>
              </li>
            ) : null}
            <li>
              <Link to="/help-and-support">Help &amp; Support</Link>
            </li>
            <li>
              <Link to="/track-order">Track Order</Link>
            </li>
          </ul>
        </nav>
        {config ? <p>{config.footer_text}</p> : null}
      </Inner>
    </Wrapper>
  );
}
