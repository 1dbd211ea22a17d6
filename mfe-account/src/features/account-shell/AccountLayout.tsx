import { useEffect, type ReactNode } from 'react';
import { Link, useLocation } from '@storefront/shared/router';
import styled from 'styled-components';
import {
  EmptyState,
  LOGIN_REQUIRED_MESSAGE,
  LoadFailed,
  Skeleton,
  isSignedInAtom,
  requireSignIn,
  signInPathFor,
  toast,
  useAtomValue,
  useConfig,
} from '@storefront/shared';
import { SECTIONS, dependsOnConfig, sectionEnabled, type SectionPage } from './sections';

const Layout = styled.div`
  display: grid;
  /* minmax(0, …): a long email or name wraps inside the column instead of widening the page. */
  grid-template-columns: 220px minmax(0, 1fr);
  gap: 1.5rem;
  max-width: 1180px;
  margin: 0 auto;
  padding: 1.5rem 1rem 3rem;
  @media (max-width: 800px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Side = styled.nav`
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-direction: column;
    gap: 0.25rem;
    @media (max-width: 800px) {
      flex-direction: row;
      flex-wrap: wrap;
    }
  }
  a {
    display: block;
    padding: 0.55rem 0.8rem;
    border-radius: ${({ theme }) => theme.radius};
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
    font-weight: 600;
  }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.primaryText};
  }
`;

const SignInLink = styled(Link)`
  color: ${({ theme }) => theme.color.primary};
  font-weight: 600;
`;

/**
 * Account pages: signed-in only ('You must be login to access this page.', or the page's own
 * sign-in message), with the section menu.
 */
export function AccountLayout({
  page,
  signInMessage,
  children,
}: {
  page: SectionPage;
  signInMessage?: string;
  children: ReactNode;
}) {
  const signedIn = useAtomValue(isSignedInAtom);
  const location = useLocation();
  const { data: config, error: configError, mutate: reloadConfig } = useConfig();
  useEffect(() => {
    if (signedIn) return;
    if (signInMessage) toast.error(signInMessage, { id: 'login-required' });
    else requireSignIn();
  }, [signedIn, signInMessage]);
  if (!signedIn) {
    return (
      <Layout style={{ display: 'block' }}>
        <EmptyState
          title={signInMessage ?? LOGIN_REQUIRED_MESSAGE}
          // Signing in comes back here, with the query (an order a notification pointed to).
          action={<SignInLink to={signInPathFor(location.pathname + location.search)}>Sign In</SignInLink>}
        />
      </Layout>
    );
  }
  return (
    <Layout>
      <Side aria-label="Account">
        <ul>
          {SECTIONS.filter((section) => sectionEnabled(section.page, config)).map((section) => (
            <li key={section.page}>
              <Link to={section.path} aria-current={section.page === page ? 'page' : undefined}>
                {section.label}
              </Link>
            </li>
          ))}
        </ul>
      </Side>
      <div>
        {!config && dependsOnConfig(page) ? (
          // Until the configuration says whether the section is on, it is neither shown nor refused.
          configError ? (
            <LoadFailed title="This section could not be loaded." onRetry={() => void reloadConfig()} />
          ) : (
            <Skeleton $height="12rem" aria-label="Loading this section" />
          )
        ) : sectionEnabled(page, config) ? (
          children
        ) : (
          <EmptyState title="This section is not available." />
        )}
      </div>
    </Layout>
  );
}
