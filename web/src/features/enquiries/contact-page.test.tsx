import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ENQUIRY_COMMENT_MAX as CONTRACT_COMMENT_MAX, ENQUIRY_NAME_MAX as CONTRACT_NAME_MAX } from '@chitra/contract/enquiries';
import { MESSAGES } from '@chitra/contract/messages';
import { jsonResponse, stubFetch } from '../../test/fetch-stub';
import { configResponse } from '../../test/fixtures';
import { renderApp, renderAppIn } from '../../test/render-app';
import { MAP_EMBED_URL, MAP_LINK_URL } from './shop-map';
import { ENQUIRY_COMMENT_MAX, ENQUIRY_NAME_MAX } from './validation';

const ENQUIRY = { name: 'Ravi Deshmukh', email: 'ravi@example.com', mobile: '9876543210', comment: 'Do you license the Kelwa sunset for print?' };

function deferred() {
  let release: (response: Response) => void = () => undefined;
  const promise = new Promise<Response>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

function stubContact(enquiry: unknown = jsonResponse({ success: true, message: MESSAGES.contactSubmitted }, 201)) {
  return stubFetch({
    config: configResponse(),
    'product/allcategory': { success: true, data: { category: [] } },
    enquiry,
  });
}

const field = (label: string) => screen.getByLabelText(label, { exact: true });
const submit = () => screen.getByRole('button', { name: MESSAGES.submit });
const posts = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.map(([input]) => input as Request).filter((request) => request.url.endsWith('/api/v1/enquiry'));

async function fillIn(user: ReturnType<typeof renderApp>['user'], values = ENQUIRY) {
  await user.type(field('Name'), values.name);
  await user.type(field('Email'), values.email);
  await user.type(field('Mobile'), values.mobile);
  await user.type(field('Comment'), values.comment);
}

describe('contact page', () => {
  it('shows the map link, the contact details from config and the opening hours', async () => {
    stubContact();
    renderApp('/contact');
    expect(await screen.findByRole('heading', { level: 1, name: MESSAGES.contact })).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Get in touch' });
    expect(await within(details).findByRole('link', { name: '+91 98765 43210' })).toHaveAttribute('href', 'tel:+919876543210');
    expect(within(details).getByRole('link', { name: 'support@chitra.example' })).toHaveAttribute('href', 'mailto:support@chitra.example');
    expect(within(details).getByText(/Shop 4, Navapur Road, Boisar/)).toBeInTheDocument();
    expect(within(details).getByText('Monday to Friday, 10 AM to 8 PM')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Open the map on OpenStreetMap/ })).toHaveAttribute('href', MAP_LINK_URL);
  });

  it('loads the embedded map only when asked', async () => {
    stubContact();
    const { user } = renderApp('/contact');
    await user.click(await screen.findByRole('button', { name: 'Show the map' }));
    expect(screen.getByTitle('Map of the shop’s location')).toHaveAttribute('src', MAP_EMBED_URL);
    expect(screen.getByRole('link', { name: /Open the map on OpenStreetMap/ })).toBeInTheDocument();
  });

  it("shows docs/spec.md §5's messages word for word and sends nothing", async () => {
    const fetchMock = stubContact();
    const { user } = renderApp('/contact');
    await screen.findByRole('heading', { level: 1, name: MESSAGES.contact });
    await user.click(submit());
    for (const message of [MESSAGES.firstNameRequired, MESSAGES.emailRequired, MESSAGES.mobileRequired, MESSAGES.commentsRequired]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(field('Name')).toHaveFocus();
    expect(field('Name')).toHaveAttribute('aria-invalid', 'true');

    await user.type(field('Email'), 'ravi@');
    expect(screen.getByText(MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(posts(fetchMock)).toHaveLength(0);
  });

  it("sends the enquiry, toasts 'Contact Form Submitted Successfully' and clears the form", async () => {
    const fetchMock = stubContact();
    const { user } = renderApp('/contact');
    await screen.findByRole('heading', { level: 1, name: MESSAGES.contact });
    await fillIn(user);
    await user.click(submit());

    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText(MESSAGES.contactSubmitted)).toBeInTheDocument();
    const [request] = posts(fetchMock);
    expect(request?.method).toBe('POST');
    expect(await request?.clone().json()).toEqual(ENQUIRY);
    expect(field('Name')).toHaveValue('');
    expect(field('Comment')).toHaveValue('');
  });

  it('shows loading while sending and sends once however often it is clicked', async () => {
    const reply = deferred();
    const fetchMock = stubContact(() => reply.promise);
    const { user } = renderApp('/contact');
    await screen.findByRole('heading', { level: 1, name: MESSAGES.contact });
    await fillIn(user);
    const button = submit();
    await user.click(button);
    await user.click(button);
    await user.keyboard('{Enter}');

    expect(button).toBeDisabled();
    expect(button).toHaveTextContent('Sending…');
    expect(posts(fetchMock)).toHaveLength(1);

    reply.release(jsonResponse({ success: true, message: MESSAGES.contactSubmitted }, 201));
    expect(await screen.findByText(MESSAGES.contactSubmitted)).toBeInTheDocument();
    await waitFor(() => expect(button).toBeEnabled());
    expect(button).toHaveTextContent(MESSAGES.submit);
    expect(posts(fetchMock)).toHaveLength(1);
  });

  it("toasts 'Something Went Wrong' when the server refuses, keeping what was typed", async () => {
    stubContact(jsonResponse({ success: false, message: 'Too many requests', code: 'RATE_LIMITED' }, 429));
    const { user } = renderApp('/contact');
    await screen.findByRole('heading', { level: 1, name: MESSAGES.contact });
    await fillIn(user);
    await user.click(submit());
    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText(MESSAGES.somethingWentWrong)).toBeInTheDocument();
    expect(field('Name')).toHaveValue(ENQUIRY.name);
  });

  it("puts a 400's field messages under their fields", async () => {
    stubContact(jsonResponse({ success: false, message: 'Invalid input', code: 'BAD_REQUEST', errors: { email: MESSAGES.emailInvalid } }, 400));
    const { user } = renderApp('/contact');
    await screen.findByRole('heading', { level: 1, name: MESSAGES.contact });
    await fillIn(user);
    await user.click(submit());
    expect(await screen.findByText(MESSAGES.somethingWentWrong)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(field('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  it("keeps its copies of the API's limits in step with the contract", () => {
    expect(ENQUIRY_NAME_MAX).toBe(CONTRACT_NAME_MAX);
    expect(ENQUIRY_COMMENT_MAX).toBe(CONTRACT_COMMENT_MAX);
  });
});

describe('contact page in Marathi', () => {
  it('checks the form in Marathi and sends nothing', async () => {
    const fetchMock = stubContact();
    const { user } = await renderAppIn('mr', '/contact');
    expect(await screen.findByRole('heading', { level: 1, name: 'संपर्क' })).toBeInTheDocument();
    expect(document.title).toBe('संपर्क | Chitra');
    await user.click(screen.getByRole('button', { name: 'पाठवा' }));
    for (const message of ['नाव आवश्यक आहे', 'ई-मेल आवश्यक आहे', 'मोबाइल नंबर आवश्यक आहे', 'संदेश आवश्यक आहे']) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(field('नाव')).toHaveFocus();
    await user.type(field('ई-मेल'), 'ravi@');
    expect(screen.getByText('योग्य ई-मेल पत्ता लिहा')).toBeInTheDocument();
    await user.type(field('मोबाइल'), '12345');
    expect(screen.getByText('मोबाइल नंबर १० अंकी भारतीय मोबाइल नंबर असावा')).toBeInTheDocument();
    await user.click(field('संदेश'));
    await user.paste('x'.repeat(ENQUIRY_COMMENT_MAX + 1));
    await user.tab();
    expect(screen.getByText('जास्तीत जास्त २,००० अक्षरे चालतील')).toBeInTheDocument();
    expect(posts(fetchMock)).toHaveLength(0);
  });

  it('sends the enquiry and toasts that it was sent, in Marathi', async () => {
    const fetchMock = stubContact();
    const { user } = await renderAppIn('mr', '/contact');
    await screen.findByRole('heading', { level: 1, name: 'संपर्क' });
    await user.type(field('नाव'), ENQUIRY.name);
    await user.type(field('ई-मेल'), ENQUIRY.email);
    await user.type(field('मोबाइल'), ENQUIRY.mobile);
    await user.type(field('संदेश'), ENQUIRY.comment);
    await user.click(screen.getByRole('button', { name: 'पाठवा' }));
    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('संपर्क फॉर्म यशस्वीपणे पाठवला')).toBeInTheDocument();
    expect(await posts(fetchMock)[0]?.clone().json()).toEqual(ENQUIRY);
    expect(field('नाव')).toHaveValue('');
  });

  it('shows the hours, the details and the map in Marathi', async () => {
    stubContact();
    const { user } = await renderAppIn('mr', '/contact');
    const details = await screen.findByRole('region', { name: 'संपर्क साधा' });
    expect(within(details).getByText('सोमवार ते शुक्रवार, सकाळी १० ते रात्री ८')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^OpenStreetMap वर नकाशा उघडा\s*\(नव्या टॅबमध्ये उघडते\)$/ })).toHaveAttribute('href', MAP_LINK_URL);
    await user.click(screen.getByRole('button', { name: 'नकाशा दाखवा' }));
    expect(screen.getByTitle('दुकानाच्या ठिकाणाचा नकाशा')).toHaveAttribute('src', MAP_EMBED_URL);
  });
});

describe('contact page in Hindi', () => {
  it('checks the form in Hindi and toasts a refusal in Hindi', async () => {
    stubContact(jsonResponse({ success: false, message: 'Too many requests', code: 'RATE_LIMITED' }, 429));
    const { user } = await renderAppIn('hi', '/contact');
    expect(await screen.findByRole('heading', { level: 1, name: 'संपर्क' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'भेजें' }));
    expect(screen.getByText('नाम ज़रूरी है')).toBeInTheDocument();
    await user.type(field('नाम'), ENQUIRY.name);
    await user.type(field('ई-मेल'), ENQUIRY.email);
    await user.type(field('मोबाइल'), ENQUIRY.mobile);
    await user.type(field('संदेश'), ENQUIRY.comment);
    await user.click(screen.getByRole('button', { name: 'भेजें' }));
    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('कुछ गड़बड़ हो गई')).toBeInTheDocument();
    expect(field('नाम')).toHaveValue(ENQUIRY.name);
  });
});
