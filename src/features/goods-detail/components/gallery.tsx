import { useState } from 'react';
import styled from 'styled-components';
import { onPhone } from '../../../components/breakpoints';

const MAIN_SIZE = 400;
const THUMB_SIZE = 64;

/** The detail's image gallery: a fixed main box and a strip of thumbnails chosen by hover or click. */
export function Gallery({ images, name }: { images: readonly string[]; name: string }) {
  const [chosen, setChosen] = useState(0);
  const main = images[chosen] ?? images[0];
  return (
    <Box>
      <Main>
        {/* The detail's largest image: the largest paint waits for it. */}
        {main ? (
          <img src={main} alt={name} width={MAIN_SIZE} height={MAIN_SIZE} fetchPriority="high" />
        ) : null}
      </Main>
      <Thumbs>
        {images.map((image, index) => (
          <Thumb
            key={image}
            type="button"
            $active={index === chosen}
            aria-label={`查看第${index + 1}张图片`}
            aria-pressed={index === chosen}
            onMouseEnter={() => setChosen(index)}
            onClick={() => setChosen(index)}
          >
            <img src={image} alt="" width={THUMB_SIZE} height={THUMB_SIZE} loading="lazy" />
          </Thumb>
        ))}
      </Thumbs>
    </Box>
  );
}

const Box = styled.div`
  width: ${MAIN_SIZE + 2}px;
  flex: none;
  ${onPhone} {
    width: auto;
  }
`;

const Main = styled.div`
  width: ${MAIN_SIZE}px;
  height: ${MAIN_SIZE}px;
  border: 1px solid ${({ theme }) => theme.border};
  background: #f7f7f7;
  & > img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
  ${onPhone} {
    width: auto;
    height: auto;
    aspect-ratio: 1;
  }
`;

/** On a phone the strip keeps its thumbnails' size and scrolls sideways inside itself. */
const Thumbs = styled.div`
  display: flex;
  gap: 10px;
  margin-top: 12px;
  ${onPhone} {
    overflow-x: auto;
    overscroll-behavior-x: contain;
    & > button {
      flex: none;
    }
  }
`;

const Thumb = styled.button<{ $active: boolean }>`
  padding: 0;
  width: ${THUMB_SIZE + 4}px;
  height: ${THUMB_SIZE + 4}px;
  border: 2px solid ${({ $active, theme }) => ($active ? theme.primary : 'transparent')};
  background: #f7f7f7;
  cursor: pointer;
  & > img {
    display: block;
    width: ${THUMB_SIZE}px;
    height: ${THUMB_SIZE}px;
    object-fit: contain;
  }
`;
