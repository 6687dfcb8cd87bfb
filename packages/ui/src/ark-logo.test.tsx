import { render } from '@testing-library/react';
import { ArkLogo } from './ark-logo';

describe('ArkLogo', () => {
  it('is drawn by the stylesheet, hidden from assistive technology', () => {
    const { container } = render(<ArkLogo />);
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    expect(container.firstElementChild).toBeEmptyDOMElement();
  });
});
