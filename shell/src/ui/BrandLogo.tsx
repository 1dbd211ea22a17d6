import styled from 'styled-components';
import { PICTURE_SIZES, Picture, useConfig } from '@storefront/shared';

const Logo = styled(Picture)`
  display: block;
  height: 32px;
  width: auto;
  max-width: 140px;
  object-fit: contain;
  border-radius: 6px;
`;

/** The bag's outline in the shell's mark (index.html's first frame draws the same). */
export const MARK_PATH = 'M9 12h14l-1.2 11.2a2 2 0 0 1-2 1.8h-7.6a2 2 0 0 1-2-1.8zM12.5 12V10a3.5 3.5 0 0 1 7 0v2';

/** The shell's own mark, for a platform without a configured logo: a shopping bag in the theme's colours. */
function Mark() {
  return (
    <svg aria-hidden="true" width="32" height="32" viewBox="0 0 32 32">
      <rect width="32" height="32" rx="8" fill="currentColor" />
      <path
        d={MARK_PATH}
        fill="none"
        stroke="var(--brand-mark-ink, #fff)"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

const Wrapper = styled.span`
  display: inline-flex;
  color: ${({ theme }) => theme.color.primary};
  --brand-mark-ink: ${({ theme }) => theme.color.primaryText};
`;

/** The platform's logo at its own proportions (never squeezed), or the shell's mark without one. */
export function BrandLogo() {
  const { data: config } = useConfig();
  return (
    <Wrapper>
      {config?.logo_full_url ? (
        <Logo src={config.logo_full_url} alt="" name={config.business_name} size={PICTURE_SIZES.business} />
      ) : (
        <Mark />
      )}
    </Wrapper>
  );
}
