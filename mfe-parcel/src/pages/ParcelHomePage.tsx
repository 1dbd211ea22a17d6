import styled from 'styled-components';
import { CategoryCards } from '../features/categories/CategoryCards';
import { HowItWorks } from '../features/home/HowItWorks';
import { PromoBanners } from '../features/home/PromoBanners';
import { WhyChoose } from '../features/home/WhyChoose';
import { TrackForm } from '../features/track/TrackForm';

const Hero = styled.header`
  padding: 2rem 0 0;
  h1 {
    margin: 0 0 0.5rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/** The parcel home: banner, how it works, categories, why choose us and the track form. */
export function ParcelHomePage() {
  return (
    <>
      <Hero>
        <h1>Send a parcel</h1>
        <p>Pick up from your door, delivered across the city.</p>
      </Hero>
      <PromoBanners />
      <HowItWorks />
      <CategoryCards />
      <WhyChoose />
      <TrackForm />
    </>
  );
}
