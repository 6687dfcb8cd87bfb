import { loadCatalog } from '@ark/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { CatalogProvider } from './catalog-context';
import { OnlineFilter } from './online-filter';

describe('OnlineFilter', () => {
  it('is a toggle button named Online now, pressed when the board shows who is online', () => {
    const { rerender } = render(
      <OnlineFilter pressed={false} query="?online=1" onToggle={vi.fn()} />,
    );
    expect(screen.getByRole('button', { name: 'Online now' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    rerender(<OnlineFilter pressed query="?" onToggle={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Online now', pressed: true })).toBeInTheDocument();
  });

  it('is drawn pressed by the server, in a GET form to the address it leads to', () => {
    const html = renderToString(
      <OnlineFilter pressed query="?view=players&cluster=ASA" onToggle={() => {}} />,
    );
    const page = document.createElement('div');
    page.innerHTML = html;
    const form = page.querySelector('form');
    expect(form?.getAttribute('method')).toBe('get');
    const fields = [...(form?.querySelectorAll('input[type="hidden"]') ?? [])].map((input) => [
      input.getAttribute('name'),
      input.getAttribute('value'),
    ]);
    expect(fields).toEqual([
      ['view', 'players'],
      ['cluster', 'ASA'],
    ]);
    expect(form?.querySelector('button')?.getAttribute('aria-pressed')).toBe('true');
  });

  it('runs the page’s toggle on a press with the script, submitting nothing', async () => {
    const onToggle = vi.fn();
    const submit = vi.fn((event: Event) => event.preventDefault());
    document.addEventListener('submit', submit);
    render(<OnlineFilter pressed={false} query="?online=1" onToggle={onToggle} />);
    await userEvent.click(screen.getByRole('button', { name: 'Online now' }));
    document.removeEventListener('submit', submit);
    expect(onToggle).toHaveBeenCalledTimes(1);
    expect(submit).not.toHaveBeenCalled();
  });

  it('is named in the page’s language', async () => {
    render(
      <CatalogProvider catalog={await loadCatalog('ru')}>
        <OnlineFilter pressed={false} query="?online=1" onToggle={vi.fn()} />
      </CatalogProvider>,
    );
    expect(screen.getByRole('button', { name: 'Сейчас в сети' })).toBeInTheDocument();
  });
});
