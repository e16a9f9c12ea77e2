import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { checkLink } from '../../../../engine';
import { belowContentWidth } from '../../../components/breakpoints';
import { CONTENT_WIDTH } from '../../../components/container';
import { useShop } from '../../../shop/shop-context';
import { shopPath } from '../../../shop/shop-paths';
import type { HomeBanner } from '../../../../engine/contract';

/** Banner images are 1200 × 400; the box keeps that height whatever loads. */
export const BANNER_HEIGHT = 400;
const ADVANCE_MS = 5000;
/** A banner links where the engine's link policy allows: a shop page, or elsewhere in a new tab. */
function BannerLink({ banner, children }: { banner: HomeBanner; children: React.ReactNode }) {
  const { mallPath } = useShop();
  const link = checkLink(banner.linkUrl);
  if (!link.ok) return <>{children}</>;
  if (link.target.kind !== 'shop') {
    return (
      <a href={link.target.href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  return <Link to={shopPath(mallPath, link.target.path)}>{children}</Link>;
}

/** The home page's banners: one at a time, advancing every few seconds, pausing under the pointer. */
export function BannerCarousel({ banners }: { banners: readonly HomeBanner[] }) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = banners.length;

  useEffect(() => {
    if (paused || count < 2) return undefined;
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), ADVANCE_MS);
    return () => clearInterval(timer);
  }, [paused, count]);

  return (
    <Box
      aria-roledescription="carousel"
      aria-label="广告轮播"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
    >
      {banners.map((banner, position) => (
        // A hidden slide is inert: its link takes no focus (it fades out still visible for a moment).
        <Slide key={banner.id} $active={position === index % count} inert={position !== index % count}>
          <BannerLink banner={banner}>
            <img
              src={banner.imgUrl}
              alt={banner.title}
              width={CONTENT_WIDTH}
              height={BANNER_HEIGHT}
              loading={position === 0 ? 'eager' : 'lazy'}
              // The first banner is the home's largest image: the largest paint waits for it.
              fetchPriority={position === 0 ? 'high' : undefined}
            />
          </BannerLink>
        </Slide>
      ))}
      {count > 1 ? (
        <Dots>
          {banners.map((banner, position) => (
            <Dot
              key={banner.id}
              type="button"
              $active={position === index % count}
              aria-label={`第${position + 1}张：${banner.title}`}
              aria-current={position === index % count}
              onClick={() => setIndex(position)}
            />
          ))}
        </Dots>
      ) : null}
    </Box>
  );
}

/** The banner's box: 400 px high in the content column, the images' proportion where the column is narrower. */
const bannerBox = css`
  height: ${BANNER_HEIGHT}px;
  ${belowContentWidth} {
    height: auto;
    aspect-ratio: ${CONTENT_WIDTH} / ${BANNER_HEIGHT};
  }
`;

export const BannerSkeleton = styled.div`
  ${bannerBox}
  background: linear-gradient(90deg, #eee 25%, #f6f6f6 37%, #eee 63%);
`;

const Box = styled.section`
  position: relative;
  ${bannerBox}
  overflow: hidden;
  background: #f0f0f0;
`;

const Slide = styled.div<{ $active: boolean }>`
  position: absolute;
  inset: 0;
  opacity: ${({ $active }) => ($active ? 1 : 0)};
  visibility: ${({ $active }) => ($active ? 'visible' : 'hidden')};
  transition:
    opacity 0.6s ease,
    visibility 0.6s;

  & img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Dots = styled.div`
  position: absolute;
  left: 0;
  right: 0;
  bottom: 9px;
  display: flex;
  justify-content: center;
`;

/** The painted dot; the button around it is its 24 × 24 px target (WCAG 2.2 target size). */
const Dot = styled.button<{ $active: boolean }>`
  padding: 7px;
  border: 0;
  background: none;
  cursor: pointer;

  &::before {
    content: '';
    display: block;
    width: ${({ $active }) => ($active ? '24px' : '10px')};
    height: 10px;
    border-radius: 5px;
    background: ${({ $active, theme }) => ($active ? theme.primary : 'rgba(255, 255, 255, 0.8)')};
    transition: width 0.3s;
  }
`;
