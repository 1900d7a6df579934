import { useId, useState } from 'react';
import type { AdminEnquiry } from '@chitra/contract/admin-enquiries';
import { ENQUIRY_REPLY_MAX } from '@chitra/contract/admin-rules';
import { useAdminPageTitle } from '../admin-context';
import { ENQUIRY_STATES } from '../admin-words';
import type { AreaKey } from '../../../i18n/areas';
import { useMessages, type Translate } from '../../../i18n/i18n';
import { useGetAdminEnquiriesQuery, useMarkEnquiryAnsweredMutation, useReplyToEnquiryMutation } from './enquiries-api';
import { Badge } from '../components/badge';
import { BusyButton } from '../../../components/busy-button';
import { ReasonForm } from '../../../components/reason-form';
import { FilterSelect } from '../components/filter-select';
import { ListFrame } from '../components/list-frame';
import { useAdminFormat } from '../format';
import { useListParams } from '../use-list-params';
import { toastOutcome } from '../toast-outcome';
import './enquiries.css';

const STATUS_WORDS = { open: 'enquiryOpen', answered: 'enquiryAnswered' } as const satisfies Record<AdminEnquiry['status'], AreaKey<'admin'>>;
const statusOptions = (t: Translate<'admin'>) => [
  { value: '', label: t('allEnquiries') },
  ...ENQUIRY_STATES.map((status) => ({ value: status, label: t(STATUS_WORDS[status]) })),
];

/** The reply, checked as EnquiryReplyBody checks it (contract/src/admin-enquiries.ts), then mailed. */
function ReplyForm({ enquiry, onDone }: { enquiry: AdminEnquiry; onDone: () => void }) {
  const t = useMessages('admin');
  const format = useAdminFormat();
  const [reply, { isLoading }] = useReplyToEnquiryMutation();
  return (
    <ReasonForm
      className="admin-reply"
      label={t('yourReply')}
      hint={t('replyHint')}
      name="message"
      rows={5}
      maxLength={ENQUIRY_REPLY_MAX}
      requiredMessage={t('replyRequired')}
      tooLongMessage={t('tooLong', { max: format.number(ENQUIRY_REPLY_MAX) })}
      submitLabel={t('sendReply')}
      cancelLabel={t('cancel')}
      busy={isLoading}
      onSubmit={async (message) => toastOutcome(await reply({ id: enquiry._id, body: { message } }), { done: t('doneReplySent') })}
      onDone={onDone}
    />
  );
}

function EnquiryCard({ enquiry }: { enquiry: AdminEnquiry }) {
  const t = useMessages('admin');
  const format = useAdminFormat();
  const headingId = useId();
  const [replying, setReplying] = useState(false);
  const [markAnswered, { isLoading: marking }] = useMarkEnquiryAnsweredMutation();

  const onMarkAnswered = async () => {
    const result = await markAnswered(enquiry._id);
    toastOutcome(result, { done: t('doneEnquiryAnswered') });
  };

  return (
    <article className="panel admin-card" aria-labelledby={headingId}>
      <header className="admin-card__header">
        <h2 id={headingId} className="admin-card__title">
          {enquiry.name}
        </h2>
        <Badge tone={enquiry.status === 'open' ? 'info' : 'success'}>{t(STATUS_WORDS[enquiry.status])}</Badge>
      </header>
      <p className="admin-card__meta">
        <a href={`mailto:${enquiry.email}`}>{enquiry.email}</a>
        {enquiry.mobile && (
          <>
            {' · '}
            <a href={`tel:${enquiry.mobile}`}>{enquiry.mobile}</a>
          </>
        )}
        {' · '}
        {`${t('received')} `}
        <time dateTime={enquiry.createdAt}>{format.dateTime(enquiry.createdAt)}</time>
      </p>
      <blockquote className="admin-quote">{enquiry.comment}</blockquote>
      {enquiry.replies.length > 0 && (
        <section className="admin-replies" aria-label={t('replies')}>
          <h3 className="admin-replies__title">{t('replies')}</h3>
          <ol className="admin-replies__list">
            {enquiry.replies.map((reply) => (
              <li key={reply._id} className="admin-reply-item">
                <p className="admin-reply-item__message">{reply.message}</p>
                <p className="admin-card__meta">
                  {reply.by === null ? t('replyByFormer') : t('replyBy', { name: reply.by })}
                  {' · '}
                  <time dateTime={reply.createdAt}>{format.dateTime(reply.createdAt)}</time>
                  {!reply.mailed && ` · ${t('notMailed')}`}
                </p>
              </li>
            ))}
          </ol>
        </section>
      )}
      {replying ? (
        <ReplyForm enquiry={enquiry} onDone={() => setReplying(false)} />
      ) : (
        <div className="admin-actions">
          <button type="button" className="button button--small" onClick={() => setReplying(true)}>
            {t('reply')}
          </button>
          {enquiry.status === 'open' && (
            <BusyButton className="button button--small admin-button--quiet" pending={marking} onClick={() => void onMarkAnswered()}>
              {t('markAnswered')}
            </BusyButton>
          )}
        </div>
      )}
    </article>
  );
}

/** The contact form's enquiries, open or answered, with the replies sent and the way to send one. */
export function EnquiriesPage() {
  const t = useMessages('admin');
  useAdminPageTitle(t('navEnquiries'));
  const { page, values, setFilter, setPage } = useListParams(['status']);
  const status = (ENQUIRY_STATES as readonly string[]).includes(values.status) ? (values.status as AdminEnquiry['status']) : undefined;
  const result = useGetAdminEnquiriesQuery({ page, ...(status ? { status } : {}) }, { refetchOnMountOrArgChange: true });

  return (
    <div className="admin-page">
      <header className="admin-page__header">
        <h1 className="admin-page__title">{t('navEnquiries')}</h1>
        <p className="admin-page__intro">{t('enquiriesIntro')}</p>
      </header>
      <div className="admin-filters">
        <FilterSelect label={t('status')} value={status ?? ''} options={statusOptions(t)} onChange={(value) => setFilter('status', value)} />
      </div>
      <ListFrame result={result} loadingLabel={t('enquiriesLoading')} emptyText={t('noData')} onPage={setPage}>
        {(enquiries) => (
          <div className="admin-cards">
            {enquiries.map((enquiry) => (
              <EnquiryCard key={enquiry._id} enquiry={enquiry} />
            ))}
          </div>
        )}
      </ListFrame>
    </div>
  );
}
