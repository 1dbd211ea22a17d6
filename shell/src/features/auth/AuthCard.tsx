import styled from 'styled-components';

export const AuthCard = styled.div`
  max-width: 440px;
  margin: 2rem auto;
  padding: 2rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow};
  h1 {
    margin-top: 0;
  }
  form {
    display: grid;
    gap: 1rem;
  }
`;
