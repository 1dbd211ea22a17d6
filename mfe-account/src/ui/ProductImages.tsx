import styled from 'styled-components';
import { PICTURE_SIZES, Picture } from '@storefront/shared';
import { shortenImages } from '../lib/order-rules';

const List = styled.ul`
  display: flex;
  gap: 0.4rem;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    width: 48px;
    height: 48px;
    border-radius: 8px;
    overflow: hidden;
    display: grid;
    place-items: center;
    background: ${({ theme }) => theme.color.surfaceMuted};
    font-weight: 700;
  }
  ${Picture} {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** Product thumbnails: at most 3, then '+N'. */
export function ProductImages({ images, label = 'Products' }: { images: string[]; label?: string }) {
  const { shown, more } = shortenImages(images);
  return (
    <List aria-label={label}>
      {shown.map((src, index) => (
        <li key={`${src}-${index}`}>
          <Picture src={src} alt="" size={PICTURE_SIZES.item} />
        </li>
      ))}
      {more ? <li aria-label={`${more} more`}>{more}</li> : null}
    </List>
  );
}
