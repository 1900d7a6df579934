import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@chitra/contract/messages';
import { Pager } from './pager';

const pager = () => screen.getByRole('navigation', { name: 'Pages' });
const button = (name: string) => within(pager()).getByRole('button', { name });

describe('pager of a list that knows only whether there is more', () => {
  it("says 'Page N' between Previous and Next, each disabled where there is nothing", async () => {
    const onPage = vi.fn();
    const { rerender } = render(<Pager page={1} hasNext onPage={onPage} />);
    expect(within(pager()).getByText(`${MESSAGES.page} 1`)).toBeInTheDocument();
    expect(button(MESSAGES.previous)).toBeDisabled();
    await userEvent.click(button(MESSAGES.next));
    expect(onPage).toHaveBeenCalledWith(2);

    rerender(<Pager page={3} hasNext={false} onPage={onPage} />);
    // Next was clicked, so it has focus: marked unavailable rather than disabled (see below).
    expect(button(MESSAGES.next)).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button(MESSAGES.previous));
    expect(onPage).toHaveBeenLastCalledWith(2);
    expect(button(MESSAGES.next)).toBeDisabled();
  });

  it('keeps a keyboard customer on Next while the next page loads, where a press does nothing, and disables it once they leave', async () => {
    const onPage = vi.fn();
    const user = userEvent.setup();
    const { rerender } = render(<Pager page={1} hasNext onPage={onPage} />);
    await user.tab();
    expect(button(MESSAGES.next)).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onPage).toHaveBeenCalledWith(2);
    // The next page is loading: the list does not know yet whether there is more.
    rerender(<Pager page={2} hasNext={false} onPage={onPage} />);
    expect(button(MESSAGES.next)).toHaveFocus();
    expect(button(MESSAGES.next)).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Enter}');
    expect(onPage).toHaveBeenCalledTimes(1);
    rerender(<Pager page={2} hasNext onPage={onPage} />);
    expect(button(MESSAGES.next)).not.toHaveAttribute('aria-disabled');
    expect(button(MESSAGES.next)).toHaveFocus();
    rerender(<Pager page={2} hasNext={false} onPage={onPage} />);
    await user.tab({ shift: true });
    expect(button(MESSAGES.previous)).toHaveFocus();
    expect(button(MESSAGES.next)).toBeDisabled();
  });
});

describe('pager of a list of known size', () => {
  it('says where in the list the page is, and which page of how many', async () => {
    const onPage = vi.fn();
    render(<Pager page={2} limit={20} total={57} onPage={onPage} />);
    expect(within(pager()).getByText('21–40 of 57')).toBeInTheDocument();
    expect(within(pager()).getByText(`${MESSAGES.page} 2 of 3`)).toBeInTheDocument();
    await userEvent.click(button(MESSAGES.next));
    expect(onPage).toHaveBeenCalledWith(3);
  });

  it('has no buttons for one page and is absent for none', () => {
    const { rerender } = render(<Pager page={1} limit={20} total={5} onPage={vi.fn()} />);
    expect(within(pager()).getByText('1–5 of 5')).toBeInTheDocument();
    expect(within(pager()).queryByRole('button')).not.toBeInTheDocument();
    rerender(<Pager page={1} limit={20} total={0} onPage={vi.fn()} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('offers the way back to the last page from a page past it', async () => {
    const onPage = vi.fn();
    render(<Pager page={5} limit={20} total={57} onPage={onPage} />);
    expect(within(pager()).getAllByText(`${MESSAGES.page} 5 of 3`)).toHaveLength(1);
    expect(button(MESSAGES.next)).toBeDisabled();
    await userEvent.click(button(MESSAGES.previous));
    expect(onPage).toHaveBeenCalledWith(3);
  });
});
