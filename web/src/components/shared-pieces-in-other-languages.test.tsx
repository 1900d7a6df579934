import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Locale } from '@chitra/contract/locales';
import { LocaleContext, loadAreas, setPageLocale } from '../i18n/i18n';
import { Pager } from './pager';
import { billingValues, validateBilling, type BillingValues } from '../lib/billing';
import { BillingFields } from '../lib/forms/billing-fields';
import { LoadFailedState } from '../lib/page-state';

/** The shared pieces of pages (the 'common' area) as a reader of Marathi, or Hindi, sees them. */

beforeAll(() => Promise.all([loadAreas('mr', ['common']), loadAreas('hi', ['common'])]));

afterEach(() => setPageLocale('en'));

/** A piece drawn in a language, as a page in it draws it (the words chosen outside a render speak it too). */
function drawIn(locale: Locale, piece: ReactNode) {
  setPageLocale(locale);
  return render(<LocaleContext value={locale}>{piece}</LocaleContext>);
}

describe('the pager in Marathi', () => {
  it('names the pages and its buttons in Marathi, counting in Devanagari digits', async () => {
    const onPage = vi.fn();
    const { rerender } = drawIn('mr', <Pager page={2} hasNext onPage={onPage} />);
    const pager = screen.getByRole('navigation', { name: 'पाने' });
    expect(within(pager).getByText('पान २')).toBeInTheDocument();
    await userEvent.click(within(pager).getByRole('button', { name: 'पुढील' }));
    expect(onPage).toHaveBeenCalledWith(3);
    await userEvent.click(within(pager).getByRole('button', { name: 'मागील' }));
    expect(onPage).toHaveBeenLastCalledWith(1);

    rerender(
      <LocaleContext value="mr">
        <Pager page={2} limit={20} total={57} onPage={onPage} />
      </LocaleContext>,
    );
    expect(screen.getByText('५७ पैकी २१–४०')).toBeInTheDocument();
    expect(screen.getByText('३ पैकी पान २')).toBeInTheDocument();
    expect(screen.queryByText(/Page|Next|Previous|of/)).not.toBeInTheDocument();
  });
});

describe('a failed load in Marathi and in Hindi', () => {
  it('says the error in Marathi and asks again when Try again is pressed', async () => {
    const onRetry = vi.fn();
    drawIn('mr', <LoadFailedState text="सर्व्हर उत्तर देत नाही" onRetry={onRetry} />);
    expect(screen.getByText('त्रुटी: सर्व्हर उत्तर देत नाही')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'पुन्हा प्रयत्न करा' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('says it in Hindi', () => {
    drawIn('hi', <LoadFailedState text="सर्वर जवाब नहीं दे रहा" onRetry={() => undefined} />);
    expect(screen.getByText('त्रुटि: सर्वर जवाब नहीं दे रहा')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'फिर से कोशिश करें' })).toBeInTheDocument();
  });
});

/** The billing fields with their messages shown as a form shows them. */
function Billing({ initial }: { initial: Partial<BillingValues> }) {
  const [values, setValues] = useState(() => billingValues(initial));
  return (
    <BillingFields values={values} errors={validateBilling(values)} onChange={(field, value) => setValues((current) => ({ ...current, [field]: value }))} />
  );
}

describe('the billing fields in Marathi', () => {
  it('label the state and GSTIN in Marathi, name the states in Marathi with their GST codes, and ask for the state in Marathi', () => {
    drawIn('mr', <Billing initial={{}} />);
    const state = screen.getByRole('combobox', { name: 'राज्य' });
    expect(state).toHaveAccessibleDescription('तुमचे राज्य निवडा');
    const options = within(state).getAllByRole('option');
    expect(options[0]).toHaveTextContent('राज्य निवडा');
    expect(within(state).getByRole('option', { name: 'महाराष्ट्र (27)' })).toHaveValue('27');
    expect(within(state).getByRole('option', { name: 'गुजरात (24)' })).toHaveValue('24');
    expect(options).toHaveLength(37);
    expect(screen.getByRole('textbox', { name: 'GSTIN (व्यावसायिक इनव्हॉइससाठी)' })).toHaveAccessibleDescription('वैयक्तिक खरेदीसाठी रिकामे ठेवा.');
    expect(screen.queryByText(/State|Choose|Maharashtra/)).not.toBeInTheDocument();
  });

  it('say in Marathi that a GSTIN belongs to another state, and ask for the business name and address it needs', async () => {
    drawIn('mr', <Billing initial={{ state: '27' }} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'GSTIN (व्यावसायिक इनव्हॉइससाठी)' }), '29AABCU9603R1ZJ');
    expect(screen.getByRole('textbox', { name: 'GSTIN (व्यावसायिक इनव्हॉइससाठी)' })).toHaveAccessibleDescription(
      'वैयक्तिक खरेदीसाठी रिकामे ठेवा. हा GSTIN दुसऱ्या राज्याचा आहे: तो ज्या राज्यात नोंदलेला आहे ते राज्य निवडा',
    );
    expect(screen.getByRole('textbox', { name: 'व्यवसायाचे नाव' })).toHaveAccessibleDescription('GSTIN सोबत व्यवसायाचे नाव आवश्यक आहे');
    expect(screen.getByRole('textbox', { name: 'बिलिंग पत्ता' })).toHaveAccessibleDescription('इनव्हॉइसवर छापला जातो. GSTIN सोबत बिलिंग पत्ता आवश्यक आहे');
  });
});
