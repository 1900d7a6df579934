import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EditUserResponse, MeResponse, type Profile } from '@chitra/contract/accounts';
import { GST_MESSAGES, gstinCheckCharacter } from '@chitra/contract/gst';
import { call, createCustomer, type TestCustomer } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';

/** A real-shaped GSTIN of the state with the right check character. */
const gstin = (state: string) => `${state}AAPFU0939F1Z${gstinCheckCharacter(`${state}AAPFU0939F1Z`)}`;

describe('accounts: the GST details the profile remembers (decision 054)', () => {
  let app: TestApp;
  let asha: TestCustomer;
  let profile: Profile;

  beforeAll(async () => {
    app = await createTestApp();
    asha = await createCustomer(app);
    profile = MeResponse.parse((await call(app, 'GET', 'users/me', { token: asha.token })).json()).data;
  });
  afterAll(() => app.close());

  const edit = (billing: unknown) =>
    call(app, 'PUT', 'user/edit-user', {
      token: asha.token,
      body: { firstname: profile.firstname, lastname: profile.lastname, email: profile.email, mobile: profile.mobile, billing },
    });
  const me = async () => MeResponse.parse((await call(app, 'GET', 'users/me', { token: asha.token })).json()).data;

  it('has none at first', () => {
    expect(profile.billing).toBeUndefined();
  });

  it('keeps a state alone (a person), then a business GSTIN in that state, upper-cased and without spaces', async () => {
    const person = await edit({ state: '27' });
    expect(person.statusCode, person.body).toBe(200);
    expect(person.headers['cache-control']).toContain('no-store');
    expect(EditUserResponse.parse(person.json()).data.billing).toEqual({ state: '27', gstin: '', businessName: '' });
    expect((await me()).billing).toEqual({ state: '27', gstin: '', businessName: '' });

    const karnataka = gstin('29');
    const typed = `${karnataka.slice(0, 5).toLowerCase()} ${karnataka.slice(5)}`;
    const business = await edit({ state: '29', gstin: typed, businessName: '  Kelva Prints LLP ', address: '12 MG Road\nBengaluru 560001' });
    expect(business.statusCode, business.body).toBe(200);
    expect((await me()).billing).toEqual({ state: '29', gstin: karnataka, businessName: 'Kelva Prints LLP', address: '12 MG Road\nBengaluru 560001' });
  });

  it('leaves them alone when the body has none, and forgets them with null', async () => {
    const untouched = await call(app, 'PUT', 'user/edit-user', {
      token: asha.token,
      body: { firstname: 'Asha', lastname: profile.lastname, email: profile.email, mobile: profile.mobile },
    });
    expect(untouched.statusCode, untouched.body).toBe(200);
    expect((await me()).billing?.state).toBe('29');
    expect((await edit(null)).statusCode).toBe(200);
    expect((await me()).billing).toBeUndefined();
  });

  it('refuses a wrong GSTIN, state or business name with 400 and the form’s words', async () => {
    const karnataka = gstin('29');
    const wrongCheck = karnataka.slice(0, 14) + (karnataka.endsWith('A') ? 'B' : 'A');
    const address = '12 MG Road, Bengaluru';
    const cases: [unknown, string, string][] = [
      [{ state: '29', gstin: wrongCheck, businessName: 'Kelva', address }, 'billing.gstin', GST_MESSAGES.gstinCheck],
      [{ state: '27', gstin: karnataka, businessName: 'Kelva', address }, 'billing.gstin', GST_MESSAGES.gstinOtherState],
      [{ state: '29', gstin: '29ABC', businessName: 'Kelva', address }, 'billing.gstin', GST_MESSAGES.gstinFormat],
      [{ state: '29', gstin: karnataka, address }, 'billing.businessName', GST_MESSAGES.businessNameRequired],
      [{ state: '29', gstin: karnataka, businessName: 'Kelva' }, 'billing.address', GST_MESSAGES.addressRequired],
      [{ state: '99' }, 'billing.state', GST_MESSAGES.stateRequired],
      [{ state: '29', gstin: karnataka, businessName: 'x'.repeat(101), address }, 'billing.businessName', GST_MESSAGES.businessNameLong],
    ];
    for (const [billing, field, message] of cases) {
      const res = await edit(billing);
      expect(res.statusCode, JSON.stringify(billing)).toBe(400);
      expect(res.json().errors?.[field], JSON.stringify(billing)).toBe(message);
    }
    expect((await me()).billing).toBeUndefined();
  });
});
