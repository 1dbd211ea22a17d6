import { EmptyState } from '@storefront/shared';
import { SectionTitle, Stack } from '../../ui/layout';

/** The inbox entry; conversations arrive with the messages API. */
export function InboxSection() {
  return (
    <Stack>
      <SectionTitle as="h1">Inbox</SectionTitle>
      <EmptyState title="No conversations yet" />
    </Stack>
  );
}
