import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@chitra/contract/messages';
import { CreatePrintOrderResponse, MyOrdersResponse, PRINT_MESSAGES, PrintCartResponse, QUANTITY_RANGE } from '@chitra/contract/prints';
import { SHIPPING_MESSAGES } from '@chitra/contract/shipping';
import { PAYMENT_MESSAGES } from '@chitra/contract/payments';
import { orders, payments } from '../../db/schema/commerce';
import { products } from '../../db/schema/catalogue';
import { printOrders } from '../../db/schema/prints';
import { call, createCustomer, mailsTo, type TestCustomer } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { createProduct } from '../../test/catalogue-factories';
import { testClock } from '../../test/clock';
import { addToCart, createPayment, payAtGateway, verify } from '../../test/commerce';
import {
  addPrint,
  buyPrints,
  createOrderBody,
  createPrintOrder,
  myOrdersOf,
  printCartOf,
  printCheckout,
  SHIPPING,
  verificationOf,
  verifyPrint,
} from '../../test/prints';

describe('prints: the legacy physical flow', () => {
  let app: TestApp;
  const clock = testClock(new Date('2026-11-24T06:30:00Z'));
  const db = () => app.database.db;

  beforeAll(async () => {
    // Webhooks due at once: each test decides when the queue delivers them.
    app = await createTestApp({ now: clock.now, env: { SIMULATED_WEBHOOK_DELAY_MS: '0' } });
  });
  afterAll(() => app.close());

  /** A photograph offering prints at `printPrice` in these frame colours; answers it with its colour ids by name. */
  async function printable(title: string, printPrice: number | null = 1499, colourNames = ['black', 'white']) {
    const product = await createProduct(db(), { title, price: 499, printPrice, colours: colourNames });
    const res = await call(app, 'GET', `product/getproduct/${product.id}`);
    const colour = Object.fromEntries((res.json().product.color as { _id: string; name: string }[]).map((c) => [c.name, c._id]));
    return { product, colour: colour as Record<string, string> };
  }

  const printOrdersOf = (customerId: string) => db().select().from(printOrders).where(eq(printOrders.customerId, customerId));
  const paymentRow = async (gatewayOrderId: string) => (await db().select().from(payments).where(eq(payments.gatewayOrderId, gatewayOrderId)))[0];

  describe('the print cart', () => {
    let who: TestCustomer;
    beforeAll(async () => {
      who = await createCustomer(app, { name: 'Meera Joshi' });
    });

    it('adds prints in a colour of the photograph, and answers the line in the legacy shape', async () => {
      const { product, colour } = await printable('Kelva at low tide', 1499);
      const res = await call(app, 'POST', 'user/cart', { token: who.token, body: { productId: product.id, color: colour.black, quantity: 2, price: 1 } });
      expect(res.statusCode, res.body).toBe(201);
      const body = res.json();
      expect(body.message).toBe(MESSAGES.productAddedToCart);
      expect(body.data).toMatchObject({
        productId: { _id: product.id, title: 'Kelva at low tide' },
        quantity: 2,
        // The price sent was ignored: the print price is the server's.
        price: 1499,
        color: { _id: colour.black, title: 'black' },
      });
      expect(body.data.productId.images[0].url).toMatch(/^\/media\//);
    });

    it('adds to the line of the same photograph and colour, up to 10, and keeps colours apart', async () => {
      const { product, colour } = await printable('Bordi sands', 999);
      const first = await addPrint(app, who, product.id, colour.white, 4);
      const again = await addPrint(app, who, product.id, colour.white, 6);
      expect(again._id).toBe(first._id);
      expect(again.quantity).toBe(10);
      const over = await call(app, 'POST', 'user/cart', { token: who.token, body: { productId: product.id, color: colour.white, quantity: 1 } });
      expect(over.statusCode).toBe(409);
      expect(over.json().message).toBe(PRINT_MESSAGES.lineFull);
      const other = await addPrint(app, who, product.id, colour.black, 1);
      expect(other._id).not.toBe(first._id);
    });

    it('refuses quantity 0, 11, -1, a fraction, text or none with the field named', async () => {
      const { product, colour } = await printable('Satpati boats');
      for (const quantity of [0, 11, -1, 2.5, 'two', '', null, undefined]) {
        const res = await call(app, 'POST', 'user/cart', { token: who.token, body: { productId: product.id, color: colour.black, quantity } });
        expect(res.statusCode, String(quantity)).toBe(400);
        expect(res.json().errors?.quantity, String(quantity)).toBe(quantity === undefined ? 'quantity is a required field' : QUANTITY_RANGE);
      }
      // Its digits as text are a quantity (a form's select sends text).
      expect((await call(app, 'POST', 'user/cart', { token: who.token, body: { productId: product.id, color: colour.black, quantity: '3' } })).statusCode).toBe(
        201,
      );
    });

    it('refuses an unknown colour, another photograph’s colour, a photograph without prints, and an unknown one', async () => {
      const { product } = await printable('Dahanu sunrise', 1299, ['gold']);
      const { colour: elsewhere } = await printable('Jawhar hills', 1299, ['teal']);
      const add = (productId: string, color: string) => call(app, 'POST', 'user/cart', { token: who.token, body: { productId, color, quantity: 1 } });

      const unknown = await add(product.id, randomUUID());
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toMatchObject({ message: PRINT_MESSAGES.colourNotOffered, errors: { color: PRINT_MESSAGES.colourNotOffered } });
      expect((await add(product.id, elsewhere.teal!)).json().message).toBe(PRINT_MESSAGES.colourNotOffered);

      const { product: digitalOnly, colour: its } = await printable('Digital only', null, ['grey']);
      const refused = await add(digitalOnly.id, its.grey!);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(PRINT_MESSAGES.notPrintable);

      expect((await add(randomUUID(), randomUUID())).statusCode).toBe(404);
      expect((await add('not-a-uuid', 'nor-this')).statusCode).toBe(400);
    });

    it('holds at most 20 lines', async () => {
      const buyer = await createCustomer(app);
      for (let i = 0; i < 20; i++) {
        const { product, colour } = await printable(`Line ${i}`, 500, ['black']);
        await addPrint(app, buyer, product.id, colour.black!);
      }
      const { product, colour } = await printable('Line 21', 500, ['black']);
      const res = await call(app, 'POST', 'user/cart', { token: buyer.token, body: { productId: product.id, color: colour.black, quantity: 1 } });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(PRINT_MESSAGES.cartFull);
    });

    it('totals quantity × price plus ₹100 shipping, in paise, and leaves out lines that can no longer be ordered', async () => {
      const buyer = await createCustomer(app);
      expect(await printCartOf(app, buyer)).toEqual({ success: true, cart: [], cartTotal: 0, shipping: 0, totalPrice: 0 });
      const a = await printable('Price A', 1499.5);
      const b = await printable('Price B', 999);
      await addPrint(app, buyer, a.product.id, a.colour.black!, 3);
      await addPrint(app, buyer, b.product.id, b.colour.white!, 1);
      const cart = PrintCartResponse.parse(await printCartOf(app, buyer));
      expect(cart.cart.map((l) => [l.productId.title, l.quantity, l.price, l.color.title])).toEqual([
        ['Price A', 3, 1499.5, 'black'],
        ['Price B', 1, 999, 'white'],
      ]);
      expect(cart).toMatchObject({ cartTotal: 5497.5, shipping: 100, totalPrice: 5597.5 });
      // The photograph stops offering prints: its line is no longer part of the cart or its total.
      await db().update(products).set({ printPricePaise: null }).where(eq(products.id, b.product.id));
      expect(await printCartOf(app, buyer)).toMatchObject({ cartTotal: 4498.5, totalPrice: 4598.5 });
    });

    it('sets a quantity with the DELETE the spec uses, removes a line and empties the cart; never another’s line', async () => {
      const buyer = await createCustomer(app);
      const stranger = await createCustomer(app);
      const { product, colour } = await printable('Quantities');
      const line = await addPrint(app, buyer, product.id, colour.black!, 1);

      const updated = await call(app, 'DELETE', `user/update-product-cart/${line._id}/4`, { token: buyer.token });
      expect(updated.statusCode, updated.body).toBe(200);
      expect(updated.json()).toMatchObject({ message: MESSAGES.productUpdated, data: { _id: line._id, quantity: 4 } });
      for (const quantity of ['0', '11', '-1', '1.5', 'x']) {
        const res = await call(app, 'DELETE', `user/update-product-cart/${line._id}/${quantity}`, { token: buyer.token });
        expect(res.statusCode, quantity).toBe(400);
        expect(res.json().errors?.quantity).toBe(QUANTITY_RANGE);
      }
      expect((await call(app, 'DELETE', `user/update-product-cart/${line._id}/2`, { token: stranger.token })).statusCode).toBe(404);
      expect((await call(app, 'DELETE', `user/delete-product-cart/${line._id}`, { token: stranger.token })).statusCode).toBe(404);
      expect((await printCartOf(app, buyer)).cart[0]?.quantity).toBe(4);

      const removed = await call(app, 'DELETE', `user/delete-product-cart/${line._id}`, { token: buyer.token });
      expect(removed.json()).toMatchObject({ success: true, message: MESSAGES.productDeletedFromCart });
      expect((await call(app, 'DELETE', `user/delete-product-cart/${line._id}`, { token: buyer.token })).statusCode).toBe(404);

      await addPrint(app, buyer, product.id, colour.white!, 2);
      await addPrint(app, stranger, product.id, colour.white!, 2);
      expect((await call(app, 'DELETE', 'user/empty-cart', { token: buyer.token })).statusCode).toBe(200);
      expect((await printCartOf(app, buyer)).cart).toEqual([]);
      expect((await printCartOf(app, stranger)).cart).toHaveLength(1);
    });

    it('takes the token in the Token header as the older calls send it, bare or with Bearer; refuses none', async () => {
      const { product, colour } = await printable('Token header');
      const viaToken = await call(app, 'POST', 'user/cart', {
        headers: { token: who.token },
        body: { productId: product.id, color: colour.black, quantity: 1 },
      });
      expect(viaToken.statusCode, viaToken.body).toBe(201);
      for (const token of [who.token, `Bearer ${who.token}`]) {
        const res = await call(app, 'GET', 'user/cart', { headers: { token } });
        expect(res.statusCode).toBe(200);
        expect(res.json().cart.some((l: { productId: { _id: string } }) => l.productId._id === product.id)).toBe(true);
      }
      expect((await call(app, 'GET', 'user/getmyorders', { headers: { token: who.token } })).statusCode).toBe(200);
      expect((await call(app, 'GET', 'user/cart')).statusCode).toBe(401);
      expect((await call(app, 'GET', 'user/cart', { headers: { token: 'not-a-token' } })).statusCode).toBe(401);
      expect((await call(app, 'DELETE', 'user/empty-cart')).statusCode).toBe(401);
      expect((await call(app, 'POST', 'order/checkout', { body: { amount: 100 } })).statusCode).toBe(401);
    });
  });

  describe('checkout and payment', () => {
    async function shopper(lines: [string, number, number][]) {
      const who = await createCustomer(app, { name: 'Asha Patil' });
      for (const [title, printPrice, quantity] of lines) {
        const { product, colour } = await printable(title, printPrice);
        await addPrint(app, who, product.id, colour.black!, quantity);
      }
      return who;
    }

    it('refuses a forged amount, an empty cart and a bad address, and makes no gateway order for them', async () => {
      const who = await shopper([['Forged', 1000, 2]]);
      for (const amount of [100, 2000, 2099.99, 0]) {
        const res = await call(app, 'POST', 'order/checkout', { token: who.token, body: { amount, shippingInfo: SHIPPING } });
        expect(res.statusCode, String(amount)).toBe(409);
        expect(res.json().message).toBe(PRINT_MESSAGES.amountMismatch);
      }
      for (const amount of [-1, '2100', null]) {
        expect((await call(app, 'POST', 'order/checkout', { token: who.token, body: { amount } })).statusCode).toBe(400);
      }
      const bad = await call(app, 'POST', 'order/checkout', {
        token: who.token,
        body: { amount: 2100, shippingInfo: { ...SHIPPING, firstname: ' ', state: 'Maharashtra', country: 'Nepal', pincode: -1 } },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toMatchObject({
        'shippingInfo.firstname': SHIPPING_MESSAGES.required('firstname'),
        'shippingInfo.state': SHIPPING_MESSAGES.state,
        'shippingInfo.country': SHIPPING_MESSAGES.country,
        'shippingInfo.pincode': SHIPPING_MESSAGES.pincodePositive,
      });
      // What no form sends: a NUL or a line break inside a field. A clear 400, never a 500.
      for (const [field, value] of [
        ['firstname', 'As\u0000ha'],
        ['city', 'Vapi\nSurat'],
        ['other', '\u0000'],
      ] as const) {
        const res = await call(app, 'POST', 'order/checkout', { token: who.token, body: { amount: 2100, shippingInfo: { ...SHIPPING, [field]: value } } });
        expect(res.statusCode, field).toBe(400);
        expect(res.json().errors?.[`shippingInfo.${field}`]).toBe('must not contain control characters');
      }
      const empty = await createCustomer(app);
      const none = await call(app, 'POST', 'order/checkout', { token: empty.token, body: { amount: 100 } });
      expect(none.statusCode).toBe(400);
      expect(none.json().message).toBe(PRINT_MESSAGES.emptyCart);
      expect(await db().select().from(payments).where(eq(payments.customerId, who.id))).toEqual([]);
    });

    it('pays through the gateway, verifies, creates the order once, empties the cart and tells the shop and the customer', async () => {
      const who = await shopper([
        ['Two in black', 1499, 2],
        ['One more', 999, 1],
      ]);
      const payment = await printCheckout(app, who);
      expect(payment).toMatchObject({ amount: 409700, currency: 'INR', email: who.email, key: app.config.payment.keyId });
      expect((await paymentRow(payment.id))?.kind).toBe('print');

      const paid = await payAtGateway(app, payment.id);
      const verified = await verifyPrint(app, who, verificationOf(payment, paid));
      expect(verified.statusCode, verified.body).toBe(200);
      expect(verified.json().message).toBe(PRINT_MESSAGES.verified);
      // The order exists from the moment the payment is paid, whoever reports it.
      expect(await printOrdersOf(who.id)).toHaveLength(1);

      const created = await createPrintOrder(app, who, createOrderBody(payment, paid));
      expect(created.statusCode, created.body).toBe(201);
      const { message, order } = CreatePrintOrderResponse.parse(created.json());
      expect(message).toBe(MESSAGES.orderCreated);
      expect(order).toMatchObject({
        totalPrice: 4097,
        totalPriceAfterDiscount: 4097,
        shippingPrice: 100,
        orderStatus: 'Ordered',
        shippingInfo: { ...SHIPPING, pincode: 396191 },
      });
      expect(order.orderID).toMatch(/^CH-2026-\d{6}$/);
      expect(order.orderItems.map((i) => [i.product.title, i.quantity, i.price, i.color.title])).toEqual([
        ['Two in black', 2, 1499, 'black'],
        ['One more', 1, 999, 'black'],
      ]);
      expect((await printCartOf(app, who)).cart).toEqual([]);
      expect(MyOrdersResponse.parse({ success: true, orders: await myOrdersOf(app, who) }).orders.map((o) => o._id)).toEqual([order._id]);
      // A print is not a digital purchase: nothing to download, nothing in the order history.
      expect(await db().select().from(orders).where(eq(orders.customerId, who.id))).toEqual([]);

      await app.jobs.runDue();
      const [toShop] = (await mailsTo(app, app.config.shop.email)).filter((m) => m.subject === `New print order ${order.orderID}`);
      expect(toShop?.text).toContain('2 × Two in black (black), ₹1,499 each: ₹2,998');
      expect(toShop?.text).toContain('Paid: ₹4,097');
      expect(toShop?.text).toContain('Vapi, Gujarat 396191');
      expect(toShop?.text).toContain(who.email);
      const [toBuyer] = await mailsTo(app, who.email);
      expect(toBuyer?.subject).toBe(`Your ${app.config.shop.name} print order ${order.orderID}`);
      expect(toBuyer?.text).toContain('/my-orders');
    });

    it('a reused payment, a forged total, an unverified payment and another customer’s payment make no order', async () => {
      const who = await shopper([['Reuse', 1200, 1]]);
      const payment = await printCheckout(app, who);
      const paid = await payAtGateway(app, payment.id);
      const body = createOrderBody(payment, paid);

      // Not verified yet (and no webhook delivered): refused.
      const early = await createPrintOrder(app, who, body);
      expect(early.statusCode).toBe(409);
      expect(early.json().message).toBe(PRINT_MESSAGES.notVerified);

      expect((await verifyPrint(app, who, verificationOf(payment, paid))).statusCode).toBe(200);
      const forged = await createPrintOrder(app, who, { ...body, totalPrice: 1, totalPriceAfterDiscount: 1 });
      expect(forged.statusCode).toBe(409);
      expect(forged.json().message).toBe(PRINT_MESSAGES.totalMismatch);
      const wrongPayment = await createPrintOrder(app, who, { ...body, paymentInfo: { ...body.paymentInfo, razorpayPaymentId: 'pay_NotThisOne0001' } });
      expect(wrongPayment.statusCode).toBe(409);
      const thief = await createCustomer(app, { name: 'Ravi Kale' });
      expect((await createPrintOrder(app, thief, body)).statusCode).toBe(404);
      expect((await verifyPrint(app, thief, verificationOf(payment, paid))).statusCode).toBe(404);

      expect((await createPrintOrder(app, who, body)).statusCode).toBe(201);
      const reused = await createPrintOrder(app, who, body);
      expect(reused.statusCode).toBe(409);
      expect(reused.json().message).toBe(PRINT_MESSAGES.paymentUsed);
      expect(await printOrdersOf(who.id)).toHaveLength(1);
      expect(await printOrdersOf(thief.id)).toEqual([]);
    });

    it('five create-order calls at once (double clicks) answer one 201 and 409s', async () => {
      const who = await shopper([['Double click', 800, 1]]);
      const payment = await printCheckout(app, who);
      const paid = await payAtGateway(app, payment.id);
      expect((await verifyPrint(app, who, verificationOf(payment, paid))).statusCode).toBe(200);
      const answers = await Promise.all(Array.from({ length: 5 }, () => createPrintOrder(app, who, createOrderBody(payment, paid))));
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    });

    it('rejects a tampered signature, and keeps the two kinds of payment apart', async () => {
      const who = await shopper([['Tampered print', 700, 1]]);
      const payment = await printCheckout(app, who);
      const paid = await payAtGateway(app, payment.id);
      const good = verificationOf(payment, paid);
      for (const forged of [
        { ...good, razorpaySignature: good.razorpaySignature.replace(/.$/, (c) => (c === '0' ? '1' : '0')) },
        { ...good, razorpayPaymentId: 'pay_SomeoneElse00' },
        { ...good, orderCreationId: 'order_Different000' },
      ]) {
        const res = await verifyPrint(app, who, forged);
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe(PRINT_MESSAGES.signatureInvalid);
      }
      expect((await verifyPrint(app, who, { ...good, razorpaySignature: 'not hex' })).statusCode).toBe(400);
      expect((await paymentRow(payment.id))?.state).toBe('created');
      // The digital verification does not know a print payment, nor the print one a digital payment.
      const digital = await verify(app, who, { razerPay: paid, transactionID: paid.razorpay_payment_id, orderID: payment.id });
      expect(digital.statusCode).toBe(404);
      expect(digital.json().message).toBe(PAYMENT_MESSAGES.unknownOrder);
      const product = await createProduct(db(), { title: 'A digital one', price: 300 });
      await addToCart(app, who, product.id);
      const digitalPayment = await createPayment(app, who);
      const digitalPaid = await payAtGateway(app, digitalPayment.id);
      expect((await verifyPrint(app, who, verificationOf(digitalPayment, digitalPaid))).statusCode).toBe(404);
      expect(await printOrdersOf(who.id)).toEqual([]);
    });

    it('the webhook, ten concurrent verifications and the reconciler make exactly one print order', async () => {
      const who = await shopper([['Raced', 1500, 1]]);
      const payment = await printCheckout(app, who);
      const paid = await payAtGateway(app, payment.id);
      const answers = await Promise.all([
        ...Array.from({ length: 10 }, () => verifyPrint(app, who, verificationOf(payment, paid))),
        app.jobs.runDue().then(() => undefined), // the simulated gateway's webhooks
        app.payments.reconcile().then(() => undefined),
      ]);
      for (const answer of answers) if (answer) expect(answer.statusCode, answer.body).toBe(200);
      expect(await printOrdersOf(who.id)).toHaveLength(1);
      expect((await paymentRow(payment.id))?.state).toBe('paid');
    });

    it('a payment nobody reported (tab closed, webhook lost) becomes the order by the reconciler, with the address from checkout', async () => {
      const slow = await createTestApp({ now: clock.now, env: { SIMULATED_WEBHOOK_DELAY_MS: '86400000' } });
      try {
        const who = await createCustomer(slow);
        const product = await createProduct(slow.database.db, { title: 'Browser closed', printPrice: 2000, colours: ['black'] });
        const color = (await call(slow, 'GET', `product/getproduct/${product.id}`)).json().product.color[0]._id;
        await addPrint(slow, who, product.id, color, 1);
        const payment = await printCheckout(slow, who);
        const paid = await payAtGateway(slow, payment.id); // the tab closed here: no verification, no create-order
        await slow.jobs.runDue(); // the webhook is a day away
        expect(await myOrdersOf(slow, who)).toEqual([]);
        expect(await slow.payments.reconcile()).toMatchObject({ fulfilled: 1 });
        const [order] = await myOrdersOf(slow, who);
        expect(order).toMatchObject({ totalPrice: 2100, orderStatus: 'Ordered', shippingInfo: { city: 'Vapi' } });
        expect((await printCartOf(slow, who)).cart).toEqual([]);
        // When the customer comes back, create-order claims it (once).
        expect((await createPrintOrder(slow, who, createOrderBody(payment, paid))).statusCode).toBe(201);
        expect(await myOrdersOf(slow, who)).toHaveLength(1);
      } finally {
        await slow.close();
      }
    });

    it('a checkout with only the amount (docs/api-reference.md) takes the address from create-order and tells the shop of it', async () => {
      const who = await shopper([['No address yet', 1100, 1]]);
      const payment = await printCheckout(app, who, null);
      const paid = await payAtGateway(app, payment.id);
      await app.jobs.runDue(); // the webhook fulfils before the browser says anything
      const [waiting] = await myOrdersOf(app, who);
      expect(waiting?.shippingInfo).toBeNull();
      const created = await createPrintOrder(app, who, createOrderBody(payment, paid, { ...SHIPPING, city: 'Valsad', pincode: '396001' }));
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json().order.shippingInfo).toMatchObject({ city: 'Valsad', pincode: 396001 });
      await app.jobs.runDue();
      const addressMail = (await mailsTo(app, app.config.shop.email)).find((m) => m.subject === `Shipping address for print order ${waiting?.orderID}`);
      expect(addressMail?.text).toContain('Valsad, Gujarat 396001');
    });

    it('the order follows what was paid for when the cart changes after checkout; lines added meanwhile stay', async () => {
      const who = await createCustomer(app);
      const a = await printable('Snapshot A', 1000);
      const b = await printable('Snapshot B', 500);
      const lineA = await addPrint(app, who, a.product.id, a.colour.black!, 1);
      const payment = await printCheckout(app, who);
      expect(payment.amount).toBe(110000);
      // After checkout opened: a quantity changes, another line is added, the price changes.
      await call(app, 'DELETE', `user/update-product-cart/${lineA._id}/5`, { token: who.token });
      await addPrint(app, who, b.product.id, b.colour.white!, 1);
      await db().update(products).set({ printPricePaise: 5 }).where(eq(products.id, a.product.id));
      const paid = await payAtGateway(app, payment.id);
      expect((await verifyPrint(app, who, verificationOf(payment, paid))).statusCode).toBe(200);
      const [order] = await myOrdersOf(app, who);
      expect(order?.orderItems.map((i) => [i.product.title, i.quantity, i.price])).toEqual([['Snapshot A', 1, 1000]]);
      expect(order?.totalPrice).toBe(1100);
      expect((await printCartOf(app, who)).cart.map((l) => l.productId.title)).toEqual(['Snapshot B']);
    });

    it('a second checkout of the same cart reuses the open gateway order; a changed cart gets a new one', async () => {
      const who = await shopper([['Reopened', 600, 1]]);
      const first = await printCheckout(app, who);
      expect((await printCheckout(app, who)).id).toBe(first.id);
      expect((await printCheckout(app, who, { ...SHIPPING, city: 'Surat' })).id).not.toBe(first.id);
    });

    it('buys prints end to end and lists them newest first', async () => {
      const who = await shopper([['First order', 900, 1]]);
      const older = await buyPrints(app, who);
      const { product, colour } = await printable('Second order', 400);
      await addPrint(app, who, product.id, colour.white!, 3);
      clock.advanceMinutes(1);
      const newer = await buyPrints(app, who);
      expect((await myOrdersOf(app, who)).map((o) => o._id)).toEqual([newer._id, older._id]);
    });

    it('lists each paid order with its own GST invoice, whose PDF is its buyer’s alone', async () => {
      const who = await shopper([['Invoiced first', 900, 1]]);
      const older = await buyPrints(app, who);
      const { product, colour } = await printable('Invoiced second', 400);
      await addPrint(app, who, product.id, colour.white!, 3);
      clock.advanceMinutes(1);
      const newer = await buyPrints(app, who);

      const listed = MyOrdersResponse.parse({ success: true, orders: await myOrdersOf(app, who) }).orders;
      expect(listed.map((o) => o._id)).toEqual([newer._id, older._id]);
      for (const order of listed) {
        expect(order.documents, order.orderID).toHaveLength(1);
        const [invoice] = order.documents!;
        expect(invoice).toMatchObject({ kind: 'invoice', total: order.totalPrice, pdfPath: `users/tax-document/${invoice!._id}` });
        expect(['Tax Invoice', 'Receipt']).toContain(invoice!.title);
        expect(invoice!.number).toMatch(/^CH\/\d\d-\d\d\/\d{6}$/);
      }
      const [newerInvoice, olderInvoice] = listed.map((o) => o.documents![0]!);
      expect(newerInvoice!._id).not.toBe(olderInvoice!._id);
      expect(listed.map((o) => o.documents![0]!.total)).toEqual([1300, 1000]);

      const pdf = await call(app, 'GET', newerInvoice!.pdfPath, { token: who.token });
      expect(pdf.statusCode, pdf.body).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      const stranger = await createCustomer(app, { name: 'Ravi Kale' });
      const theirs = await call(app, 'GET', newerInvoice!.pdfPath, { token: stranger.token });
      expect(theirs.statusCode).toBe(404);
      expect(await myOrdersOf(app, stranger)).toEqual([]);
    });
  });
});
