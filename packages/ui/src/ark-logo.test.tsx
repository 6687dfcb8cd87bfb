import { render } from '@testing-library/react';
import { ArkLogo } from './ark-logo';

describe('ArkLogo', () => {
  it('draws an inline SVG at the asked size, hidden from assistive technology', () => {
    const { container } = render(<ArkLogo size={32} />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('width', '32');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
  });
});
