import { useId, useRef, useState, type FormEvent, type InputHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { toast } from 'react-toastify';
import { Clock, LoaderCircle, Mail, MapPin, Phone } from 'lucide-react';
import { useShopConfig } from '../../app/shell-data';
import { useMessages } from '../../i18n/i18n';
import { serverFieldErrors } from '../../lib/api-error';
import { usePageTitle } from '../../lib/page-title';
import { useSendEnquiryMutation } from './api';
import { ShopMap } from './shop-map';
import { validateEnquiry, type EnquiryErrors, type EnquiryValues } from './validation';
import './contact-page.css';

const LABELS = { name: 'nameLabel', email: 'emailLabel', mobile: 'mobileLabel', comment: 'commentLabel' } as const satisfies Record<
  keyof EnquiryValues,
  string
>;
const FIELDS = ['name', 'email', 'mobile', 'comment'] as const;
const EMPTY: EnquiryValues = { name: '', email: '', mobile: '', comment: '' };

/** The per-field messages of a 400 (`errors: { field: message }`), in the page's language, if the failure carries them. */
function fieldErrorsOf(error: unknown): EnquiryErrors {
  const errors = serverFieldErrors(error);
  const found: EnquiryErrors = {};
  for (const field of FIELDS) if (errors[field] !== undefined) found[field] = errors[field];
  return found;
}

type FieldProps = {
  label: string;
  name: keyof EnquiryValues;
  error: string | undefined;
};

function Field({
  label,
  name,
  error,
  multiline = false,
  ...control
}: FieldProps & { multiline?: boolean } & Omit<InputHTMLAttributes<HTMLInputElement> & TextareaHTMLAttributes<HTMLTextAreaElement>, 'name'>) {
  const id = useId();
  const errorId = `${id}-error`;
  const shared = {
    id,
    name,
    className: 'contact-field__input',
    'aria-invalid': error !== undefined || undefined,
    'aria-describedby': error !== undefined ? errorId : undefined,
  };
  return (
    <div className={`contact-field contact-field--${name}`}>
      <label className="contact-field__label" htmlFor={id}>
        {label}
      </label>
      {multiline ? (
        <textarea {...shared} rows={5} {...(control as TextareaHTMLAttributes<HTMLTextAreaElement>)} />
      ) : (
        <input {...shared} {...(control as InputHTMLAttributes<HTMLInputElement>)} />
      )}
      {error !== undefined && (
        <p className="contact-field__error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}

/** docs/spec.md §2 Contact form and §5's checks: messages once a field was left or the form was sent. */
function ContactForm() {
  const t = useMessages('pages');
  const [values, setValues] = useState<EnquiryValues>(EMPTY);
  const [touched, setTouched] = useState<Partial<Record<keyof EnquiryValues, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<EnquiryErrors>({});
  const [send, { isLoading }] = useSendEnquiryMutation();
  // The button is disabled only once React re-renders; the ref stops a click that lands first.
  const sending = useRef(false);

  const checks = validateEnquiry(values, t);
  const errorOf = (field: keyof EnquiryValues): string | undefined => serverErrors[field] ?? (submitted || touched[field] ? checks[field] : undefined);

  const bind = (field: keyof EnquiryValues) => ({
    name: field,
    label: t(LABELS[field]),
    error: errorOf(field),
    value: values[field],
    onChange: (event: { target: { value: string } }) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [field]: value }));
      setServerErrors(({ [field]: _dropped, ...rest }) => rest);
    },
    onBlur: () => setTouched((current) => ({ ...current, [field]: true })),
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    setSubmitted(true);
    const form = event.currentTarget;
    const firstInvalid = FIELDS.find((field) => checks[field] !== undefined);
    if (firstInvalid !== undefined) {
      const element = form.elements.namedItem(firstInvalid);
      if (element instanceof HTMLElement) element.focus();
      return;
    }
    sending.current = true;
    const result = await send({
      name: values.name.trim(),
      email: values.email.trim(),
      mobile: values.mobile.trim(),
      comment: values.comment.trim(),
    });
    sending.current = false;
    if ('error' in result) {
      setServerErrors(fieldErrorsOf(result.error));
      // The toasts speak the page's language: `t` is this render's, and the form is on screen when the answer comes.
      toast.error(t('somethingWentWrong'));
      return;
    }
    toast.success(t('contactSubmitted'));
    setValues(EMPTY);
    setTouched({});
    setSubmitted(false);
  };

  return (
    <form className="contact-form" noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={isLoading || undefined}>
      <div className="contact-form__row">
        <Field {...bind('name')} autoComplete="name" maxLength={200} />
        <Field {...bind('email')} type="email" autoComplete="email" inputMode="email" />
      </div>
      <Field {...bind('mobile')} type="tel" autoComplete="tel" inputMode="tel" />
      <Field {...bind('comment')} multiline />
      <button type="submit" className="button contact-form__submit" disabled={isLoading}>
        {isLoading && <LoaderCircle className="spinner" aria-hidden="true" size={18} />}
        {isLoading ? t('sending') : t('submit')}
      </button>
    </form>
  );
}

function ContactDetails() {
  const t = useMessages('pages');
  const config = useShopConfig();
  const shop = config?.shop;
  const headingId = useId();
  return (
    <section className="contact-details" aria-labelledby={headingId}>
      <h2 id={headingId} className="contact-section__heading">
        {t('getInTouch')}
      </h2>
      {shop === undefined ? (
        <div className="contact-details__placeholder" aria-hidden="true" />
      ) : (
        <ul className="contact-details__list">
          <li>
            <MapPin aria-hidden="true" size={18} />
            <address>
              <strong>{shop.name}</strong>
              <br />
              {shop.address}
            </address>
          </li>
          <li>
            <Phone aria-hidden="true" size={18} />
            <a href={`tel:${shop.phone.replace(/[^\d+]/g, '')}`}>{shop.phone}</a>
          </li>
          <li>
            <Mail aria-hidden="true" size={18} />
            <a href={`mailto:${shop.email}`}>{shop.email}</a>
          </li>
        </ul>
      )}
      <h2 className="contact-section__heading">{t('openingHoursHeading')}</h2>
      <p className="contact-details__hours">
        <Clock aria-hidden="true" size={18} />
        {t('openingHours')}
      </p>
    </section>
  );
}

/** docs/spec.md §2 Contact: the map, the form, the contact details and the opening hours. */
export function ContactPage() {
  const t = useMessages('pages');
  usePageTitle(t('contact'), t('contactDescription'));
  const formHeadingId = useId();
  return (
    <div className="contact-page">
      <header className="contact-page__intro">
        <h1 className="contact-page__title">{t('contact')}</h1>
        <p>{t('contactIntro')}</p>
      </header>
      <ShopMap />
      <div className="contact-page__body">
        <section className="contact-page__form" aria-labelledby={formHeadingId}>
          <h2 id={formHeadingId} className="contact-section__heading">
            {t('sendUsAMessage')}
          </h2>
          <ContactForm />
        </section>
        <ContactDetails />
      </div>
    </div>
  );
}
