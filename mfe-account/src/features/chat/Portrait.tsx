import styled from 'styled-components';
import { PICTURE_SIZES, Picture } from '@storefront/shared';
import type { ChatReceiverType } from '@storefront/shared/contract/conversation';

const Avatar = styled(Picture)`
  width: 40px;
  height: 40px;
  border-radius: 50%;
  object-fit: cover;
  background: ${({ theme }) => theme.color.surfaceMuted};
`;

const SIZE_OF = {
  vendor: PICTURE_SIZES.store,
  delivery_man: PICTURE_SIZES['delivery-man'],
  admin: PICTURE_SIZES.business,
} as const;

/** A chat partner's picture (a store's logo, a delivery man's photo, the business logo), or the initials. */
export function Portrait({
  name,
  src,
  type,
}: {
  name: string;
  src: string | null | undefined;
  type: ChatReceiverType;
}) {
  return <Avatar src={src} alt="" name={name} size={SIZE_OF[type]} />;
}
