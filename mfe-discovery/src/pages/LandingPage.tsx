import styled from 'styled-components';
import { ModuleCards } from '../features/landing/ModuleCards';

const Hero = styled.section`
  padding: 3rem 0 2rem;
  h1 {
    margin: 0 0 0.5rem;
    font-size: clamp(1.8rem, 4vw, 2.6rem);
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: 1.1rem;
  }
`;

export function LandingPage() {
  return (
    <>
      <Hero>
        <h1>Everything you need, delivered</h1>
        <p>Food, groceries, medicine, shopping and parcels: choose where to start.</p>
      </Hero>
      <h2>What would you like today?</h2>
      <ModuleCards />
    </>
  );
}
