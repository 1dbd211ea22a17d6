import useSWR from 'swr';
import { Link } from 'react-router-dom';
import { EmptyState, Skeleton, getParsed, isSignedInAtom, useAtomValue } from '@storefront/shared';
import { CustomerInfoSchema } from '@storefront/shared/contract/customer';

export function ProfilePage() {
  const signedIn = useAtomValue(isSignedInAtom);
  const { data, error } = useSWR(signedIn ? '/customer/info' : null, (url: string) =>
    getParsed(url, CustomerInfoSchema),
  );
  if (!signedIn) {
    return (
      <EmptyState title="You must be login to access this page." action={<Link to="/auth/sign-in">Sign In</Link>} />
    );
  }
  return (
    <>
      <h1>My profile</h1>
      {error ? (
        <EmptyState title="Your profile could not be loaded." />
      ) : !data ? (
        <Skeleton $height="4rem" />
      ) : (
        <dl>
          <dt>Name</dt>
          <dd>
            {data.f_name} {data.l_name}
          </dd>
          <dt>Email</dt>
          <dd>{data.email}</dd>
          <dt>Phone</dt>
          <dd>{data.phone}</dd>
        </dl>
      )}
    </>
  );
}
