import { Link } from 'react-router-dom';
import { EmptyState } from '@storefront/shared';

export function NotFoundPage() {
  return (
    <>
      <h1>Page not found</h1>
      <EmptyState title="Not found" action={<Link to="/">Back to home</Link>}>
        The page you are looking for does not exist or has moved.
      </EmptyState>
    </>
  );
}
