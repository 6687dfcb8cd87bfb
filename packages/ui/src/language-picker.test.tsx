import { LANGUAGES } from '@ark/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LanguagePicker } from './language-picker';

const hrefOf = (code: string) => `/prefs?lang=${code}&back=%2F`;

describe('LanguagePicker', () => {
  it('opens a list naming every language in itself, each a link that remembers the choice', () => {
    render(<LanguagePicker language="de" hrefOf={hrefOf} />);
    const button = screen.getByRole('button', { name: 'Language' });
    const list = document.getElementById(button.getAttribute('popovertarget') ?? '') as HTMLElement;
    expect(list.tagName).toBe('NAV');
    expect(list).toHaveAttribute('aria-label', 'Language');
    expect(list).toHaveAttribute('popover', 'auto');
    const links = within(list).getAllByRole('link', { hidden: true });
    expect(links.map((link) => link.textContent)).toEqual(LANGUAGES.map((l) => l.name));
    expect(links.map((link) => link.getAttribute('lang'))).toEqual(
      LANGUAGES.map((l) => l.htmlLang),
    );
    expect(links[1]).toHaveAttribute('href', '/prefs?lang=de&back=%2F');
    expect(links[1]).toHaveAttribute('aria-current', 'true');
    expect(links.filter((link) => link.hasAttribute('aria-current'))).toHaveLength(1);
  });

  it('picks a language with the script instead of following the link', async () => {
    const onPick = vi.fn();
    render(<LanguagePicker language="en" hrefOf={hrefOf} onPick={onPick} />);
    await userEvent.click(screen.getByRole('link', { name: '日本語', hidden: true }));
    expect(onPick).toHaveBeenCalledWith('ja');
  });
});
