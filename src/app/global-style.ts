import { createGlobalStyle } from 'styled-components';
import { belowContentWidth } from '../components/breakpoints';

/**
 * Page-wide defaults: CJK fonts, the storefront's grey page and its minimum width, which holds on a desktop
 * only: narrower screens get the fluid frame (docs/phone.md).
 */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after {
    box-sizing: border-box;
  }
  html {
    min-width: 1240px;
    ${belowContentWidth} {
      min-width: 0;
    }
  }
  body {
    margin: 0;
    background: ${({ theme }) => theme.background};
    color: ${({ theme }) => theme.text};
    font-family: 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Noto Sans SC', sans-serif;
    font-size: 14px;
    line-height: 1.5;
    -webkit-font-smoothing: antialiased;
  }
  a {
    color: inherit;
  }
  img {
    max-width: 100%;
  }
  /* Tick boxes and radios in the shop's colour, not the browser's blue, with a ring when the keyboard is on them. */
  input[type='checkbox'],
  input[type='radio'] {
    accent-color: ${({ theme }) => theme.primary};
  }
  input[type='checkbox']:focus-visible,
  input[type='radio']:focus-visible {
    outline: 2px solid ${({ theme }) => theme.primary};
    outline-offset: 2px;
  }
  /* Motion only where the visitor has not asked for less (WCAG 2.3.3): changes show at once, in their end state. */
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
