import styled from 'styled-components';
import { PICTURE_SIZES, Picture } from '@storefront/shared';
import { Section, sectionState } from '../../ui/Section';
import { useWhyChoose } from '../../lib/use-parcel-home';

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: 1rem;
  li {
    padding: 1rem;
    border-radius: 12px;
    background: ${({ theme }) => theme.color.surface};
    border: 1px solid ${({ theme }) => theme.color.border};
  }
  /* The picture at its own shape (a wide banner with its illustration in the middle), 64 px tall. */
  ${Picture} {
    display: block;
    width: auto;
    max-width: 100%;
    height: 64px;
    aspect-ratio: ${PICTURE_SIZES.banner.width} / ${PICTURE_SIZES.banner.height};
    object-fit: contain;
  }
  h3 {
    margin: 0.5rem 0 0.25rem;
    font-size: 1.05rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/** The why-choose banners. */
export function WhyChoose() {
  const swr = useWhyChoose();
  if (swr.data && !swr.data.banners.length) return null;
  return (
    <Section title="Why choose us" state={sectionState(swr)}>
      <Grid>
        {swr.data?.banners.map((banner) => (
          <li key={banner.id}>
            {banner.image_full_url ? (
              <Picture src={banner.image_full_url} alt="" name={banner.title} size={PICTURE_SIZES.banner} />
            ) : null}
            <h3>{banner.title}</h3>
            <p>{banner.short_description}</p>
          </li>
        ))}
      </Grid>
    </Section>
  );
}
