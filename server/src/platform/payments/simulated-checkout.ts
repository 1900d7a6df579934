import { PAYMENT_MESSAGES } from '@chitra/contract/payments';

/** Where the dialog's buttons post; simulated.routes.ts serves it. */
const SIMULATED_PAY_PATH = '/api/v1/payments/simulated/orders/';

const TEXT = {
  title: PAYMENT_MESSAGES.testPayment,
  payNow: PAYMENT_MESSAGES.payNow,
  fail: PAYMENT_MESSAGES.failPayment,
  cancel: PAYMENT_MESSAGES.cancel,
  processing: 'Processing…',
  note: 'Demo shop: no money moves. Choose how this payment ends.',
  unreachable: 'The test gateway did not answer. Please try again.',
};

/**
 * The browser script behind `GET /payments/simulated/checkout.js`: a
 * `window.Razorpay` with the part of checkout.js's API shops use, so the
 * storefront runs the same code against Razorpay and the demo. Plain ES5 in
 * a string (the server does not bundle browser code); its behaviour is
 * tested in a DOM by simulated-checkout.unit.test.ts.
 */
export const SIMULATED_CHECKOUT_SCRIPT = String.raw`/*
 * Chitra demo shop: a stand-in for Razorpay's checkout.js. It speaks the same
 * API (new Razorpay(options), rzp.on('payment.failed', fn), rzp.open(),
 * rzp.close()) but takes no money: the buyer chooses the outcome, and the
 * shop's simulated gateway answers as Razorpay would. Never used with real keys.
 */
(function () {
  'use strict';
  var TEXT = ${JSON.stringify(TEXT)};
  var PAY_PATH = ${JSON.stringify(SIMULATED_PAY_PATH)};
  var STYLE_ID = 'chitra-sim-checkout-style';
  var INK = '#1f2937', MUTED = '#4b5563', ACCENT = '#1d4ed8', DANGER = '#b91c1c';

  /** Paise to rupees as the shop prints them (Indian grouping; paise only when there are any): 123450 -> ₹1,234.50, 1234567800 -> ₹1,23,45,678. */
  function rupees(paise) {
    var n = Math.abs(Math.round(Number(paise) || 0));
    var whole = String(Math.floor(n / 100));
    var fraction = String(n % 100);
    var head = whole.slice(0, -3);
    var grouped = (head ? head.replace(/\B(?=(\d{2})+$)/g, ',') + ',' : '') + whole.slice(-3);
    if (n % 100 === 0) return '\u20b9' + grouped;
    return '\u20b9' + grouped + '.' + (fraction.length < 2 ? '0' : '') + fraction;
  }

  function el(tag, style, text) {
    var node = document.createElement(tag);
    if (style) node.setAttribute('style', style);
    if (text != null) node.textContent = String(text);
    return node;
  }

  function ensureStyle() {
    if (document.getElementById(STYLE_ID)) return;
    var style = el('style');
    style.id = STYLE_ID;
    // Inline style attributes cannot say :focus-visible or :disabled.
    style.textContent =
      '.chitra-sim-btn:focus-visible{outline:3px solid ' + ACCENT + ';outline-offset:2px}' +
      '.chitra-sim-btn:disabled{opacity:.6;cursor:not-allowed}';
    document.head.appendChild(style);
  }

  var BUTTON = 'display:block;width:100%;min-height:44px;margin:0;padding:10px 16px;border-radius:8px;' +
    'font:inherit;font-weight:600;cursor:pointer;box-sizing:border-box;';

  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options);
    this.options = options || {};
    this._listeners = {};
    this._ui = null;
  }

  Razorpay.prototype.on = function (event, listener) {
    if (typeof listener === 'function') (this._listeners[event] = this._listeners[event] || []).push(listener);
    return this;
  };

  Razorpay.prototype.open = function () {
    if (this._ui) return this;
    var self = this;
    var options = this.options;
    var theme = options.theme || {};
    ensureStyle();

    var backdrop = el('div', 'position:fixed;inset:0;z-index:2147483000;background:rgba(17,24,39,.6);display:flex;' +
      'align-items:center;justify-content:center;padding:16px;box-sizing:border-box;overflow:auto;');
    var titleId = 'chitra-sim-title-' + Math.random().toString(36).slice(2);
    var dialog = el('div', 'background:#fff;color:' + INK + ';width:100%;max-width:420px;box-sizing:border-box;' +
      'padding:24px;border-radius:12px;box-shadow:0 20px 50px rgba(0,0,0,.3);' +
      'border-top:6px solid ' + (typeof theme.color === 'string' ? theme.color : ACCENT) + ';' +
      'font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;max-height:calc(100vh - 32px);overflow:auto;');
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    dialog.setAttribute('aria-labelledby', titleId);
    dialog.tabIndex = -1;

    var title = el('h2', 'margin:0 0 12px;font-size:1.25rem;line-height:1.3;', TEXT.title);
    title.id = titleId;
    dialog.appendChild(title);
    if (options.name) dialog.appendChild(el('p', 'margin:0;font-weight:600;', options.name));
    if (options.description) dialog.appendChild(el('p', 'margin:4px 0 0;color:' + MUTED + ';', options.description));
    var amount = el('p', 'margin:12px 0 4px;font-size:1.75rem;font-weight:700;', rupees(options.amount));
    amount.setAttribute('data-testid', 'amount');
    dialog.appendChild(amount);
    dialog.appendChild(el('p', 'margin:0 0 16px;color:' + MUTED + ';font-size:.875rem;', TEXT.note));

    var status = el('p', 'margin:0 0 8px;min-height:1.5em;color:' + MUTED + ';');
    status.setAttribute('role', 'status');
    var error = el('p', 'margin:0 0 8px;color:' + DANGER + ';font-weight:600;');
    error.setAttribute('role', 'alert');
    error.hidden = true;
    dialog.appendChild(status);
    dialog.appendChild(error);

    var actions = el('div', 'display:flex;flex-direction:column;gap:8px;');
    function button(text, style, onClick) {
      var b = el('button', BUTTON + style, text);
      b.type = 'button';
      b.className = 'chitra-sim-btn';
      b.addEventListener('click', onClick);
      actions.appendChild(b);
      return b;
    }
    var payButton = button(TEXT.payNow, 'background:' + ACCENT + ';color:#fff;border:2px solid ' + ACCENT + ';', function () {
      submit('capture');
    });
    var failButton = button(TEXT.fail, 'background:#fff;color:' + DANGER + ';border:2px solid ' + DANGER + ';', function () {
      submit('fail');
    });
    var cancelButton = button(TEXT.cancel, 'background:#fff;color:' + INK + ';border:2px solid ' + MUTED + ';', dismiss);
    var buttons = [payButton, failButton, cancelButton];
    dialog.appendChild(actions);
    backdrop.appendChild(dialog);

    var busy = false;
    function setBusy(value) {
      busy = value;
      for (var i = 0; i < buttons.length; i++) buttons[i].disabled = value;
      status.textContent = value ? TEXT.processing : '';
      dialog.setAttribute('aria-busy', value ? 'true' : 'false');
      // A disabled button drops focus to the page: hold it on the dialog meanwhile.
      if (value) dialog.focus();
    }

    function showError(message) {
      error.textContent = message;
      error.hidden = false;
    }

    function dismiss() {
      if (busy) return;
      self._teardown();
      var modal = options.modal || {};
      if (typeof modal.ondismiss === 'function') modal.ondismiss();
    }

    function submit(outcome) {
      if (busy) return;
      error.hidden = true;
      setBusy(true);
      var url = PAY_PATH + encodeURIComponent(String(options.order_id || '')) + '/pay';
      fetch(url, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ outcome: outcome })
      })
        .then(function (response) {
          return response.json().then(
            function (body) { return { ok: response.ok, body: body }; },
            function () { return { ok: false, body: null }; }
          );
        })
        .then(
          function (result) {
            if (!self._ui) return; // closed by rzp.close() meanwhile
            if (!result.ok) {
              setBusy(false);
              showError(result.body && typeof result.body.message === 'string' ? result.body.message : TEXT.unreachable);
              payButton.focus();
              return;
            }
            if (outcome === 'capture') {
              self._teardown();
              if (typeof options.handler === 'function') options.handler(result.body);
              return;
            }
            var listeners = (self._listeners['payment.failed'] || []).slice();
            for (var i = 0; i < listeners.length; i++) {
              try {
                listeners[i](result.body);
              } catch (e) {
                // One broken listener must not stop the others, nor hide its error.
                setTimeout(function () { throw e; });
              }
            }
            busy = false;
            if (self._ui) dismiss(); // a listener may have closed it already, which means no callbacks
          },
          function () {
            if (!self._ui) return;
            setBusy(false);
            showError(TEXT.unreachable);
            payButton.focus();
          }
        );
    }

    function focusable() {
      var list = [];
      for (var i = 0; i < buttons.length; i++) if (!buttons[i].disabled) list.push(buttons[i]);
      return list;
    }

    function onKeyDown(event) {
      if (event.key === 'Escape' || event.key === 'Esc') {
        event.preventDefault();
        dismiss();
        return;
      }
      if (event.key !== 'Tab') return;
      var list = focusable();
      event.preventDefault();
      if (!list.length) return dialog.focus();
      var index = list.indexOf(document.activeElement);
      var next = event.shiftKey ? (index <= 0 ? list.length - 1 : index - 1) : (index + 1) % list.length;
      list[next].focus();
    }

    // Focus that escapes (a click on the page, assistive tech) is brought back.
    function onFocusIn(event) {
      if (!dialog.contains(event.target)) (focusable()[0] || dialog).focus();
    }

    var previousFocus = document.activeElement;
    var previousOverflow = document.body.style.overflow;
    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('focusin', onFocusIn, true);
    document.body.style.overflow = 'hidden';
    document.body.appendChild(backdrop);
    this._ui = {
      teardown: function () {
        document.removeEventListener('keydown', onKeyDown, true);
        document.removeEventListener('focusin', onFocusIn, true);
        if (backdrop.parentNode) backdrop.parentNode.removeChild(backdrop);
        document.body.style.overflow = previousOverflow;
        if (previousFocus && typeof previousFocus.focus === 'function' && document.contains(previousFocus)) previousFocus.focus();
      }
    };
    payButton.focus();
    return this;
  };

  Razorpay.prototype._teardown = function () {
    var ui = this._ui;
    this._ui = null;
    if (ui) ui.teardown();
  };

  /** Closes the dialog without calling handler or ondismiss, as checkout.js does. */
  Razorpay.prototype.close = function () {
    this._teardown();
  };

  window.Razorpay = Razorpay;
})();
`;
