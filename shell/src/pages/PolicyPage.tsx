import useSWR from 'swr';
import { z } from '@storefront/shared/zod';
import { EmptyState, Skeleton, getParsed } from '@storefront/shared';
import { policyHtmlToReact } from './policy-html';

const PolicyReplySchema = z.union([
  z.string(),
  z.pipe(
    z.object({ value: z.nullable(z.string()) }),
    z.transform((reply) => reply.value ?? ''),
  ),
]);

/** A policy page: the platform sends its text (simple HTML written by the operator), rendered through an allow-list. */
export function PolicyPage({ title, path }: { title: string; path: string }) {
  const { data, error } = useSWR(path, (url: string) => getParsed(url, PolicyReplySchema), {
    revalidateOnFocus: false,
  });
  return (
    <article>
      <h1>{title}</h1>
      {error ? (
        <EmptyState title="This page could not be loaded." />
      ) : data === undefined ? (
        <>
          <Skeleton $height="1rem" />
          <Skeleton $height="1rem" $width="80%" />
        </>
      ) : (
        <div>{policyHtmlToReact(data)}</div>
      )}
    </article>
  );
}
