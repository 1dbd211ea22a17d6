import styled from 'styled-components';
import { ADD_CONTROL_WIDTH } from '../composition/embeds';

/**
 * The add control's place on an item card: cart-checkout's control and the stand-in an item card
 * shows while that control loads sit in the same box, end-aligned and, on the vertical card
 * (`$reserve`), as wide as the quantity stepper from the start, so nothing moves as one replaces
 * the other, as the item goes into the cart or as the stepper shows (a control that moved from under
 * the pointer would leave it resting on something else).
 */
export const AddControlSlot = styled.span<{ $reserve: boolean }>`
  display: inline-flex;
  justify-content: flex-end;
  min-width: ${({ $reserve }) => ($reserve ? ADD_CONTROL_WIDTH : 'auto')};
`;
