import styled from 'styled-components';
import { PICTURE_SIZES, Picture } from '@storefront/shared';
import { Section, sectionState } from '../../ui/Section';
import { howItWorksMedia, howItWorksSteps } from './how-it-works';
import { useVideoContent } from '../../lib/use-parcel-home';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: 1.5rem;
  align-items: center;
  @media (max-width: 760px) {
    grid-template-columns: 1fr;
  }
  ${Picture},
  video {
    width: 100%;
    height: auto;
    border-radius: 12px;
    background: ${({ theme }) => theme.color.surfaceMuted};
  }
`;

const Steps = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1rem;
  li {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 0.25rem 0.85rem;
  }
  h3 {
    margin: 0;
    font-size: 1.1rem;
  }
  p {
    margin: 0;
    grid-column: 2;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Number = styled.span`
  grid-row: span 2;
  display: grid;
  place-items: center;
  width: 2.25rem;
  height: 2.25rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.primaryText};
  font-weight: 700;
`;

/** The video or image with the three numbered how-it-works steps. */
export function HowItWorks() {
  const swr = useVideoContent();
  const content = swr.data;
  const media = content ? howItWorksMedia(content) : null;
  const steps = content ? howItWorksSteps(content.banner_contents) : [];
  if (content && !media && !steps.length) return null;
  return (
    <Section title="How it works" state={sectionState(swr)}>
      <Layout>
        {media?.kind === 'video' ? (
          <video src={media.src} controls muted playsInline aria-label="How parcel delivery works" />
        ) : media ? (
          <Picture src={media.src} alt="Parcel delivery" size={PICTURE_SIZES.banner} />
        ) : (
          <div />
        )}
        <Steps>
          {steps.map((step) => (
            <li key={step.number}>
              <Number aria-hidden="true">{step.number}</Number>
              <h3>
                <span className="visually-hidden">Step {step.number}: </span>
                {step.label}
              </h3>
              <p>{step.description}</p>
            </li>
          ))}
        </Steps>
      </Layout>
    </Section>
  );
}
