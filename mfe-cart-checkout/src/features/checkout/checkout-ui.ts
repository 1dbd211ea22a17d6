import styled from 'styled-components';

/** The checkout's building blocks, shared by its sections. */
export const Section = styled.section`
  padding: 1.25rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  margin-bottom: 1rem;
  h2 {
    margin: 0 0 0.75rem;
    font-size: 1.1rem;
  }
`;

export const Choices = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 0.6rem;
  legend {
    font-weight: 700;
    font-size: 1.1rem;
    margin-bottom: 0.6rem;
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: 0.4rem;
    padding: 0.5rem 0.9rem;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius};
    cursor: pointer;
  }
`;

export const InlineRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 0.6rem;
  margin-top: 0.75rem;
  > :first-child {
    flex: 1 1 200px;
  }
`;

export const Muted = styled.p`
  margin: 0.5rem 0 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.color.textMuted};
`;

/** A checkbox with its text, as one click target. */
export const CheckLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  cursor: pointer;
`;
