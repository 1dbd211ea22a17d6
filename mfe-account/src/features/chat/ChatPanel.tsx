import styled from 'styled-components';

/** The box of the conversation list and of the open conversation (data-part picks it on narrow screens). */
export const ChatPanel = styled.div`
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  padding: 0.75rem;
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
`;
