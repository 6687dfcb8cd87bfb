// The preview images' building blocks as satori's element tree (docs/adr/0044-link-preview-image.md):
// boxes, lines cut with an ellipsis, user text isolated in its own direction, the logo, the page's
// dark theme. Every user text is a text child, never markup.
import { cleanName, PREVIEW_IMAGE_SIZE, textDirection } from '@ark/core';
import type { Logo } from '../../site/site-config';
import { PRIMARY_FONT } from './font-library';

/** An element of satori's tree: a tag, its style and children (React's element shape). */
export interface ImageNode {
  type: string;
  key: null;
  props: {
    style?: Record<string, string | number>;
    children?: ImageChild | ImageChild[];
    [attribute: string]: unknown;
  };
}
export type ImageChild = ImageNode | string;

// The page's dark theme.
export const COLOURS = {
  background: '#110f0c',
  surface: '#1b1813',
  surfaceTop: '#25211a',
  border: '#3d3529',
  text: '#f1e9da',
  muted: '#bfb29b',
  accent: '#f2a541',
} as const;

export const LOGO_SIZE = 76;

export function box(
  style: Record<string, string | number>,
  children?: ImageChild | ImageChild[],
): ImageNode {
  return { type: 'div', key: null, props: { style: { display: 'flex', ...style }, children } };
}

/** One line of text cut with an ellipsis where it would overflow its box. */
export function line(text: string, style: Record<string, string | number>): ImageNode {
  return box(
    { overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis', minWidth: 0, ...style },
    // A text child: satori draws it as glyphs, whatever characters it holds. Satori shapes a
    // space after an emoji with the emoji font, whose space is an em wide: a no-break space is
    // drawn from the text font.
    text.replaceAll(' ', '\u00a0'),
  );
}

/**
 * A user's text (a name, a tribe, the community's name) on one line, as `<bdi>` shows it: in
 * its own direction, in a box of its own so it cannot reorder what is around it, and starting
 * on the left like every row.
 */
export function isolated(text: string, style: Record<string, string | number>): ImageNode {
  return box({ minWidth: 0, ...style }, [
    line(text, { direction: textDirection(text), flexShrink: 1 }),
  ]);
}

export function logoImage(logo: Logo | undefined): ImageNode[] {
  if (!logo || logo.type === 'image/webp') return [];
  const src = `data:${logo.type};base64,${logo.bytes.toString('base64')}`;
  return [
    {
      type: 'img',
      key: null,
      props: {
        src,
        width: LOGO_SIZE,
        height: LOGO_SIZE,
        style: { objectFit: 'contain', marginRight: 28, flexShrink: 0 },
      },
    },
  ];
}

/** The host of the board's address, shown in the corner; '' when it is not a URL. */
export function hostOf(url: string): string {
  return URL.canParse(url) ? new URL(url).host : '';
}

/** The whole image (PREVIEW_IMAGE_SIZE): the page's background, an accent band on top. */
export function imageFrame(children: ImageChild[]): ImageNode {
  return box(
    {
      ...PREVIEW_IMAGE_SIZE,
      boxSizing: 'border-box',
      flexDirection: 'column',
      padding: '36px 56px 28px',
      backgroundColor: COLOURS.background,
      // A band of the accent rather than the page's glow: a gradient over the whole image
      // multiplies the rasteriser's time.
      borderTop: `8px solid ${COLOURS.accent}`,
      color: COLOURS.text,
      fontFamily: PRIMARY_FONT,
    },
    children,
  );
}

/** The image's heading: the community's logo and name over the image's title. */
export function imageHeading(logo: Logo | undefined, siteName: string, title: string): ImageNode {
  return box({ alignItems: 'center', height: LOGO_SIZE, flexShrink: 0 }, [
    ...logoImage(logo),
    box({ flexDirection: 'column', flexGrow: 1, minWidth: 0 }, [
      isolated(cleanName(siteName), { fontSize: 26, color: COLOURS.accent }),
      isolated(cleanName(title), { fontSize: 40, fontWeight: 700, lineHeight: 1.35 }),
    ]),
  ]);
}

/** One row's card, the `index`-th of its list: spaced from the one above, its colour alternating. */
export function rowCard(
  index: number,
  style: Record<string, string | number>,
  children: ImageChild[],
): ImageNode {
  return box(
    {
      marginTop: index === 0 ? 0 : 10,
      borderRadius: 10,
      border: `1px solid ${COLOURS.border}`,
      backgroundColor: index % 2 === 0 ? COLOURS.surface : COLOURS.surfaceTop,
      ...style,
    },
    children,
  );
}
