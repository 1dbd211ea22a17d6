import { useState } from 'react';
import useSWR from 'swr';
import styled from 'styled-components';
import {
  PICTURE_SIZES,
  Picture,
  Button,
  Drawer,
  EmptyState,
  LoadFailed,
  Skeleton,
  TRACKING_ZOOM,
  currentPosition,
  formatBusinessTime,
  isSignedInAtom,
  navigateTo,
  toast,
  useAtomValue,
} from '@storefront/shared';
import { LocationMap, type MapMarker } from '@storefront/shared/map';
import { TIMELINE_STEPS, directionsUrl, pollInterval, statusLabel, timelineStep } from '@storefront/shared/ordering';
import type { Order } from '@storefront/shared/contract/order';
import { isNotFound } from '../../lib/http';
import { usePrice } from '../../lib/use-price';
import { Card, Muted, Row, Spread, Stack, TextLink } from '../../ui/layout';
import { fetchTrackedOrder } from '../../lib/order-api';
import { ORDER_NOT_FOUND } from '../../lib/order-rules';
import { DELIVERY_MAN_CHAT_LOGIN_MESSAGE, deliveryManChatUrl } from '../../lib/chat-rules';
import { placesOf, routeStops, useRoutePath, type Point } from './route';
import { trackingDrawer, useTrackingTarget, type TrackingTarget } from '../../lib/tracking-store';

export const TRACKING_TITLE = 'Order Tracking';

const Steps = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: 0.6rem;
  li {
    display: flex;
    align-items: center;
    gap: 0.6rem;
  }
  .dot {
    width: 14px;
    height: 14px;
    border-radius: 50%;
    border: 2px solid ${({ theme }) => theme.color.primary};
  }
  li[data-done='true'] .dot {
    background: ${({ theme }) => theme.color.primary};
  }
`;

const Avatar = styled(Picture)`
  width: 48px;
  height: 48px;
  border-radius: 50%;
  object-fit: cover;
`;

function Timeline({ order }: { order: Order }) {
  const reached = timelineStep(order.order_status);
  return (
    <Steps aria-label="Order status">
      {TIMELINE_STEPS.map((step, index) => {
        const done = index + 1 <= reached;
        const at = order[step.status];
        return (
          <li key={step.status} data-done={done} aria-current={index + 1 === reached ? 'step' : undefined}>
            <span className="dot" aria-hidden="true" />
            <span>
              {step.label}
              {done ? <span className="visually-hidden"> (done)</span> : null}
            </span>
            {done && at ? <Muted>{formatBusinessTime(at)}</Muted> : null}
          </li>
        );
      })}
    </Steps>
  );
}

function Party({ title, name, address }: { title: string; name?: string | null; address?: string | null }) {
  return (
    <Card aria-label={title}>
      <Stack $gap="0.25rem">
        <strong>{title}</strong>
        {name ? <span>{name}</span> : null}
        {address ? <Muted>{address}</Muted> : null}
      </Stack>
    </Card>
  );
}

function TrackingMap({ order }: { order: Order }) {
  const places = placesOf(order);
  const { origin, destination, man } = places;
  const parcel = order.order_type === 'parcel';
  const [me, setMe] = useState<Point | null>(null);
  const markers: MapMarker[] = [
    ...(origin ? [{ position: origin, label: parcel ? 'Pick-up' : 'Store' }] : []),
    ...(destination ? [{ position: destination, label: 'Destination' }] : []),
    ...(man ? [{ position: man, label: 'Delivery man' }] : []),
    ...(me ? [{ position: me, label: 'You' }] : []),
  ];
  const stops = routeStops(order.order_status, places);
  const path = useRoutePath(stops);
  const [zoom, setZoom] = useState(TRACKING_ZOOM);
  const [center, setCenter] = useState(man ?? destination ?? origin ?? { lat: 0, lng: 0 });
  const from = man ?? origin;
  return (
    <Stack $gap="0.5rem">
      <LocationMap
        center={center}
        zoom={zoom}
        onZoomChange={setZoom}
        onCenterChange={setCenter}
        markers={markers}
        route={stops.length >= 2 ? { stops, path } : undefined}
        height="240px"
      />
      <Row $wrap>
        {from && destination ? (
          <TextLink href={directionsUrl(from, destination)} target="_blank" rel="noreferrer">
            Open directions
          </TextLink>
        ) : null}
        <Button
          type="button"
          $variant="secondary"
          onClick={async () => {
            const result = await currentPosition();
            if (result.ok) {
              setMe(result.position);
              setCenter(result.position);
            } else toast.error('Please allow browser location permission');
          }}
        >
          Centre on me
        </Button>
      </Row>
    </Stack>
  );
}

/** Chat with the delivery man: signed-in customers go to the inbox; others are asked to sign in. */
function ChatWithDeliveryMan({ deliveryManId }: { deliveryManId: number }) {
  const signedIn = useAtomValue(isSignedInAtom);
  const url = deliveryManChatUrl(deliveryManId);
  return (
    <TextLink
      href={url}
      onClick={(event) => {
        event.preventDefault();
        if (!signedIn) {
          toast.error(DELIVERY_MAN_CHAT_LOGIN_MESSAGE, { id: 'login-required' });
          return;
        }
        trackingDrawer.close();
        navigateTo(url);
      }}
    >
      Chat
    </TextLink>
  );
}

function TrackingBody({ target }: { target: TrackingTarget }) {
  const price = usePrice();
  const { data, error, mutate } = useSWR(
    ['/customer/order/track', target.orderId, target.contactNumber ?? '', 'drawer'],
    () => fetchTrackedOrder(target.orderId, target.contactNumber),
    { refreshInterval: (latest) => pollInterval(latest?.order_status), revalidateOnFocus: false },
  );
  if (isNotFound(error)) return <EmptyState title={ORDER_NOT_FOUND} />;
  if (error && !data) return <LoadFailed title="The order could not be tracked." onRetry={() => void mutate()} />;
  if (!data) return <Skeleton $height="20rem" aria-label="Loading the order" />;
  const parcel = data.order_type === 'parcel';
  const man = data.delivery_man;
  return (
    <Stack>
      <Spread>
        <strong>Order ID #{data.id}</strong>
        <Muted data-testid="tracking-status">{statusLabel(data.order_status)}</Muted>
      </Spread>
      <TrackingMap order={data} />
      <Party
        title="Sender"
        name={parcel ? data.delivery_address?.contact_person_name : data.store?.name}
        address={parcel ? data.delivery_address?.address : data.store?.address}
      />
      <Party
        title="Receiver"
        name={parcel ? data.receiver_details?.contact_person_name : data.delivery_address?.contact_person_name}
        address={parcel ? data.receiver_details?.address : data.delivery_address?.address}
      />
      <Timeline order={data} />
      <Spread>
        <strong>Total</strong>
        <strong>{price(data.order_amount)}</strong>
      </Spread>
      {man ? (
        <Card aria-label="Delivery man">
          <Row>
            {man.image_full_url ? (
              <Avatar
                src={man.image_full_url}
                alt=""
                name={`${man.f_name} ${man.l_name}`}
                size={PICTURE_SIZES['delivery-man']}
              />
            ) : null}
            <Stack $gap="0.2rem">
              <strong>
                {man.f_name} {man.l_name}
              </strong>
              <Muted>Rating {Number(man.avg_rating).toFixed(1)}</Muted>
              <Row $wrap>
                <TextLink href={`tel:${man.phone}`}>Call {man.phone}</TextLink>
                <ChatWithDeliveryMan deliveryManId={man.id} />
              </Row>
            </Stack>
          </Row>
        </Card>
      ) : null}
    </Stack>
  );
}

/** The order-tracking side drawer, opened from an order or from /track-order. */
export function TrackingDrawer() {
  const target = useTrackingTarget();
  return (
    <Drawer open={target !== null} title={TRACKING_TITLE} onClose={() => trackingDrawer.close()}>
      {target ? <TrackingBody key={`${target.orderId}-${target.contactNumber ?? ''}`} target={target} /> : null}
    </Drawer>
  );
}
