import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { GoButton, HiddenFields, LinkButton, useScriptRunning } from './progressive';

function Running() {
  return <p>{useScriptRunning() ? 'running' : 'drawn'}</p>;
}

describe('useScriptRunning', () => {
  it('is false in what the server draws and true once the page runs', () => {
    expect(renderToString(<Running />)).toContain('drawn');
    render(<Running />);
    expect(screen.getByText('running')).toBeInTheDocument();
  });
});

describe('HiddenFields', () => {
  it("holds an address's params as hidden inputs, in order", () => {
    const { container } = render(<HiddenFields query="?view=players&search=a%20b" />);
    const inputs = [...container.querySelectorAll('input')];
    expect(inputs.map((input) => [input.type, input.name, input.value])).toEqual([
      ['hidden', 'view', 'players'],
      ['hidden', 'search', 'a b'],
    ]);
  });
});

describe('GoButton', () => {
  it('runs its action instead of submitting its form once the script runs', async () => {
    const onClick = vi.fn();
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    document.addEventListener('submit', onSubmit);
    try {
      render(
        <GoButton query="?page=2" onClick={onClick}>
          Next
        </GoButton>,
      );
      await userEvent.click(screen.getByRole('button', { name: 'Next' }));
      expect(onClick).toHaveBeenCalledOnce();
      expect(onSubmit).not.toHaveBeenCalled();
    } finally {
      document.removeEventListener('submit', onSubmit);
    }
  });
});

describe('LinkButton', () => {
  it('acts on a plain click, Enter and Space, and leaves a new-tab click to the browser', async () => {
    const user = userEvent.setup();
    const onActivate = vi.fn();
    render(
      <LinkButton href="?player=7" onActivate={onActivate}>
        Rex
      </LinkButton>,
    );
    const button = screen.getByRole('button', { name: 'Rex' });
    expect(button).toHaveAttribute('href', '?player=7');
    await user.click(button);
    expect(onActivate).toHaveBeenLastCalledWith(button);
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onActivate).toHaveBeenCalledTimes(3);
    const newTab = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    button.dispatchEvent(newTab);
    expect(onActivate).toHaveBeenCalledTimes(3);
    expect(newTab.defaultPrevented).toBe(false);
  });
});
