import useSWR from 'swr';
import styled from 'styled-components';
import { PICTURE_SIZES, Picture, EmptyState, LoadFailed, Skeleton, formatCount, getParsed } from '@storefront/shared';
import { Link } from '@storefront/shared/router';
import { NotificationListSchema, type Notification } from '@storefront/shared/contract/notification';
import { formatBusinessDateTime } from '@storefront/shared';
import { useCustomerInfo } from '../../lib/profile-api';
import { Badge, Muted, SectionTitle, Spread, Stack } from '../../ui/layout';
import { isUnread, newestFirst, type SeenMarker } from './seen-marker';
import { useSeenOnOpen } from './use-seen-on-open';

export const NO_NOTIFICATIONS = 'No notifications';

const List = styled.ul`
  display: grid;
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li<{ $unread: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: 0.75rem;
  padding: 1rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-inline-start: 4px solid ${({ theme, $unread }) => ($unread ? theme.color.primary : theme.color.border)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme, $unread }) => ($unread ? theme.color.surfaceMuted : theme.color.surface)};
  color: ${({ theme }) => theme.color.text};
  h2 {
    margin: 0;
    font-size: 1rem;
  }
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
  > div {
    flex: 1;
    min-width: 0;
  }
  ${Picture} {
    flex: none;
    width: 56px;
    height: 56px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius};
  }
  a {
    color: ${({ theme }) => theme.color.primary};
    font-weight: 600;
  }
`;

const NewBadge = styled(Badge)`
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.primaryText};
`;

/** An order-status notification leads to its order, as the order's push does. */
const orderLink = (notification: Notification) =>
  notification.type === 'order_status' && notification.data.order_id
    ? `/profile?${new URLSearchParams({ page: 'my-orders', orderId: String(notification.data.order_id) })}`
    : null;

function NotificationItem({ notification, unread }: { notification: Notification; unread: boolean }) {
  const link = orderLink(notification);
  return (
    <Item $unread={unread}>
      {notification.image_full_url ? (
        <Picture src={notification.image_full_url} alt="" name={notification.title} size={PICTURE_SIZES.banner} />
      ) : null}
      <Stack $gap="0.35rem">
        <Spread $wrap $gap="0.5rem">
          <h2>{notification.title}</h2>
          {unread ? <NewBadge>New</NewBadge> : null}
        </Spread>
        <p>{notification.description}</p>
        <Muted as="p">
          <time dateTime={notification.created_at}>{formatBusinessDateTime(notification.created_at)}</time>
        </Muted>
        {link ? <Link to={link}>View order</Link> : null}
      </Stack>
    </Item>
  );
}

/** /profile?page=notifications: the customer's and the general notifications, newest first, new ones marked. */
export function NotificationsSection() {
  const { data, error, mutate } = useSWR('/customer/notifications', (url: string) =>
    getParsed(url, NotificationListSchema),
  );
  const { data: customer } = useCustomerInfo();
  const notifications = data ? newestFirst(data) : undefined;
  const newest: SeenMarker | undefined = notifications?.[0];
  const seen = useSeenOnOpen(customer?.id, newest);
  // Until the marker is read nothing is marked, rather than everything flashing as new.
  const unread = (notification: Notification) => seen !== undefined && isUnread(notification, seen);
  const unreadCount = notifications?.filter(unread).length ?? 0;

  return (
    <Stack>
      <Spread $wrap>
        <SectionTitle as="h1">Notifications</SectionTitle>
        {unreadCount > 0 ? <Muted>{formatCount(unreadCount, 'new notification')}</Muted> : null}
      </Spread>
      {error ? (
        <LoadFailed title="Your notifications could not be loaded." error={error} onRetry={() => void mutate()} />
      ) : !notifications ? (
        <Skeleton $height="10rem" aria-label="Loading notifications" />
      ) : notifications.length === 0 ? (
        <EmptyState title={NO_NOTIFICATIONS} />
      ) : (
        <List aria-label="Notifications">
          {notifications.map((notification) => (
            <NotificationItem key={notification.id} notification={notification} unread={unread(notification)} />
          ))}
        </List>
      )}
    </Stack>
  );
}
