import styled from 'styled-components';

const Hero = styled.section`
  padding: 3rem 0 2rem;
  h1 {
    margin: 0 0 0.5rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

export function ParcelHomePage() {
  return (
    <Hero>
      <h1>Send a parcel</h1>
      <p>Pick up from your door, delivered across the city.</p>
    </Hero>
  );
}
