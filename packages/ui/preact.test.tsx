import { render, screen } from '@testing-library/react';
import { options } from 'preact';
import { Trophy } from './src/trophy';

describe('preact', () => {
  it('has the tests draw the components with Preact, as the page does', () => {
    const drawn: unknown[] = [];
    const before = options.diffed;
    options.diffed = (vnode) => {
      drawn.push(vnode.type);
      before?.(vnode);
    };
    try {
      render(<Trophy place={1} />);
    } finally {
      options.diffed = before;
    }
    expect(drawn).toContain(Trophy);
    expect(screen.getByRole('img', { name: '1st place' })).toBeInTheDocument();
  });
});
