import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CONTROL_CHARACTERS } from '@chitra/contract/text';
import type { ApiFailure } from '../lib/api-error';
import { ReasonForm } from './reason-form';

const WORDS = { label: 'Reason', hint: 'Kept for the shop.', required: 'Please give the reason.', tooLong: 'must be at most 10 characters' };

function renderForm(onSubmit = vi.fn(async (_text: string): Promise<ApiFailure | undefined> => undefined)) {
  const onDone = vi.fn();
  const user = userEvent.setup();
  render(
    <ReasonForm
      label={WORDS.label}
      hint={WORDS.hint}
      name="reason"
      maxLength={10}
      requiredMessage={WORDS.required}
      tooLongMessage={WORDS.tooLong}
      submitLabel="Hide"
      cancelLabel="Cancel"
      onSubmit={onSubmit}
      onDone={onDone}
    />,
  );
  const text = screen.getByRole('textbox', { name: WORDS.label });
  return { user, text, onSubmit, onDone, send: () => user.click(screen.getByRole('button', { name: 'Hide' })) };
}

describe('reason form', () => {
  it('takes the focus, and sends nothing empty, too long or with a control character', async () => {
    const { user, text, onSubmit, send } = renderForm();
    expect(text).toHaveFocus();
    await send();
    expect(text).toHaveAccessibleDescription(`${WORDS.hint} ${WORDS.required}`);
    // The box stops typing at maxLength; a longer text can still arrive (a script, an old browser).
    fireEvent.change(text, { target: { value: 'eleven chars' } });
    await send();
    expect(text).toHaveAccessibleDescription(`${WORDS.hint} ${WORDS.tooLong}`);
    await user.clear(text);
    await user.type(text, 'a\u0007b');
    await send();
    expect(text).toHaveAccessibleDescription(`${WORDS.hint} ${CONTROL_CHARACTERS}`);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the text trimmed, line breaks and all, and is done when it worked', async () => {
    const { user, text, onSubmit, onDone, send } = renderForm();
    await user.type(text, '  Spam{Enter}x  ');
    await send();
    expect(onSubmit).toHaveBeenCalledWith('Spam\nx');
    expect(onDone).toHaveBeenCalledOnce();
  });

  it("shows the server's message for the text when it refused it, and stays open", async () => {
    const failure: ApiFailure = { message: 'Refused', fromServer: true, status: 400, errors: { reason: 'must be kinder' } };
    const { user, text, onDone, send } = renderForm(vi.fn(async (_text: string): Promise<ApiFailure | undefined> => failure));
    await user.type(text, 'Rude');
    await send();
    expect(text).toHaveAccessibleDescription(`${WORDS.hint} must be kinder`);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('is done on Cancel, sending nothing', async () => {
    const { user, onSubmit, onDone } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onDone).toHaveBeenCalledOnce();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
