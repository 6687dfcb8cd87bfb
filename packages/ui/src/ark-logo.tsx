import type { ReactElement } from 'react';

/**
 * Our mark: three claw slashes across a stone shield, in the theme's colours. The stylesheet draws
 * it (it costs the page's script nothing). Decorative; the title beside it names the page.
 */
export function ArkLogo(): ReactElement {
  return <span className="ark-logo" aria-hidden="true" />;
}
