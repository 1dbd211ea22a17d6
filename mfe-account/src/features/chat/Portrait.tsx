import styled from 'styled-components';

const Avatar = styled.img`
  width: 40px;
  height: 40px;
  border-radius: 50%;
  object-fit: cover;
  background: ${({ theme }) => theme.color.surfaceMuted};
`;

const AvatarBlank = styled.span`
  width: 40px;
  height: 40px;
  border-radius: 50%;
  display: grid;
  place-items: center;
  font-weight: 700;
  background: ${({ theme }) => theme.color.surfaceMuted};
  color: ${({ theme }) => theme.color.text};
`;

const initialOf = (name: string) => name.trim().charAt(0).toUpperCase() || '?';

/** A chat partner's picture, or the initial of the name where there is none. */
export function Portrait({ name, src }: { name: string; src: string | null | undefined }) {
  return src ? <Avatar src={src} alt="" /> : <AvatarBlank aria-hidden="true">{initialOf(name)}</AvatarBlank>;
}
