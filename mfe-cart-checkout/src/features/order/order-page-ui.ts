import styled from 'styled-components';

/** The order pages' column: placed, failed, and waiting for the payment's word. */
export const OrderPageColumn = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.75rem;
  padding: 3rem 1rem;
  text-align: center;
  p {
    margin: 0;
  }
`;

/** A row of the page's buttons, wrapping on a phone. */
export const OrderPageActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 0.75rem;
  margin-top: 0.75rem;
`;
