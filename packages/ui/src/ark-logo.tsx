import type { ReactElement } from 'react';

export interface ArkLogoProps {
  size?: number;
}

/**
 * Our mark: three claw slashes across a stone shield, in the theme's accent. Decorative; the title
 * beside it names the page.
 */
export function ArkLogo({ size = 44 }: ArkLogoProps): ReactElement {
  return (
    <svg
      className="ark-logo"
      viewBox="0 0 48 48"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      <path
        className="ark-logo__shield"
        d="M24 3 43 11v14c0 10.5-7.8 18.2-19 21C12.8 43.2 5 35.5 5 25V11Z"
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
      <g className="ark-logo__claws">
        <path d="M13.5 12c5.5 6 6.6 15.6 1.6 24.5 2.2-9.2 1-17-3.8-23.2Z" />
        <path d="M22.5 10c5.8 7 6.8 18 1.4 29 2.5-10.8 1.2-19.6-3.6-27.6Z" />
        <path d="M31.5 12c5.5 6 6.6 15.6 1.6 24.5 2.2-9.2 1-17-3.8-23.2Z" />
      </g>
    </svg>
  );
}
