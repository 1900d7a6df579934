import { useId, useState } from 'react';
import type { AdminEnquiry } from '@chitra/contract/admin-enquiries';
import { ENQUIRY_REPLY_MAX } from '@chitra/contract/admin-rules';
import { MESSAGES } from '@chitra/contract/messages';
import { useAdminPageTitle } from '../admin-context';
import { ADMIN_MESSAGES, ENQUIRY_STATES, tooLong } from '../admin-words';
import { useGetAdminEnquiriesQuery, useMarkEnquiryAnsweredMutation, useReplyToEnquiryMutation } from './enquiries-api';
import { Badge } from '../components/badge';
import { BusyButton } from '../../../components/busy-button';
import { ReasonForm } from '../../../components/reason-form';
import { FilterSelect } from '../components/filter-select';
import { ListFrame } from '../components/list-frame';
import { formatDateTime } from '../format';
import { useListParams } from '../use-list-params';
import { toastOutcome } from '../toast-outcome';
import './enquiries.css';

const TITLE = 'Enquiries';
const INTRO = 'What visitors asked through the contact form, newest first. A reply is mailed to them and marks the enquiry answered.';
const LOADING = 'Loading enquiries…';
const ENQUIRY_WORDS = {
  status: 'Status',
  all: 'All enquiries',
  open: 'Open',
  answered: 'Answered',
  received: 'Received',
  answeredAt: 'Answered',
  replies: 'Replies',
  by: (who: string | null) => (who === null ? 'By a former administrator' : `By ${who}`),
  notMailed: 'Not mailed yet',
  reply: 'Reply',
  yourReply: 'Your reply',
  replyHint: 'Mailed to the visitor, quoting their enquiry.',
  send: 'Send reply',
  cancel: 'Cancel',
  markAnswered: 'Mark answered',
} as const;

const STATUS_LABELS: Record<AdminEnquiry['status'], string> = { open: ENQUIRY_WORDS.open, answered: ENQUIRY_WORDS.answered };
const STATUS_OPTIONS = [{ value: '', label: ENQUIRY_WORDS.all }, ...ENQUIRY_STATES.map((status) => ({ value: status, label: STATUS_LABELS[status] }))];

/** The reply, checked as EnquiryReplyBody checks it (contract/src/admin-enquiries.ts), then mailed. */
function ReplyForm({ enquiry, onDone }: { enquiry: AdminEnquiry; onDone: () => void }) {
  const [reply, { isLoading }] = useReplyToEnquiryMutation();
  return (
    <ReasonForm
      className="admin-reply"
      label={ENQUIRY_WORDS.yourReply}
      hint={ENQUIRY_WORDS.replyHint}
      name="message"
      rows={5}
      maxLength={ENQUIRY_REPLY_MAX}
      requiredMessage={ADMIN_MESSAGES.replyRequired}
      tooLongMessage={tooLong(ENQUIRY_REPLY_MAX)}
      submitLabel={ENQUIRY_WORDS.send}
      cancelLabel={ENQUIRY_WORDS.cancel}
      busy={isLoading}
      onSubmit={async (message) => toastOutcome(await reply({ id: enquiry._id, body: { message } }))}
      onDone={onDone}
    />
  );
}

function EnquiryCard({ enquiry }: { enquiry: AdminEnquiry }) {
  const headingId = useId();
  const [replying, setReplying] = useState(false);
  const [markAnswered, { isLoading: marking }] = useMarkEnquiryAnsweredMutation();

  const onMarkAnswered = async () => {
    const result = await markAnswered(enquiry._id);
    toastOutcome(result);
  };

  return (
    <article className="panel admin-card" aria-labelledby={headingId}>
      <header className="admin-card__header">
        <h2 id={headingId} className="admin-card__title">
          {enquiry.name}
        </h2>
        <Badge tone={enquiry.status === 'open' ? 'info' : 'success'}>{STATUS_LABELS[enquiry.status]}</Badge>
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
        {`${ENQUIRY_WORDS.received} `}
        <time dateTime={enquiry.createdAt}>{formatDateTime(enquiry.createdAt)}</time>
      </p>
      <blockquote className="admin-quote">{enquiry.comment}</blockquote>
      {enquiry.replies.length > 0 && (
        <section className="admin-replies" aria-label={ENQUIRY_WORDS.replies}>
          <h3 className="admin-replies__title">{ENQUIRY_WORDS.replies}</h3>
          <ol className="admin-replies__list">
            {enquiry.replies.map((reply) => (
              <li key={reply._id} className="admin-reply-item">
                <p className="admin-reply-item__message">{reply.message}</p>
                <p className="admin-card__meta">
                  {ENQUIRY_WORDS.by(reply.by)}
                  {' · '}
                  <time dateTime={reply.createdAt}>{formatDateTime(reply.createdAt)}</time>
                  {!reply.mailed && ` · ${ENQUIRY_WORDS.notMailed}`}
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
            {ENQUIRY_WORDS.reply}
          </button>
          {enquiry.status === 'open' && (
            <BusyButton className="button button--small admin-button--quiet" pending={marking} onClick={() => void onMarkAnswered()}>
              {ENQUIRY_WORDS.markAnswered}
            </BusyButton>
          )}
        </div>
      )}
    </article>
  );
}

/** The contact form's enquiries, open or answered, with the replies sent and the way to send one. */
export function EnquiriesPage() {
  useAdminPageTitle(TITLE);
  const { page, values, setFilter, setPage } = useListParams(['status']);
  const status = (ENQUIRY_STATES as readonly string[]).includes(values.status) ? (values.status as AdminEnquiry['status']) : undefined;
  const result = useGetAdminEnquiriesQuery({ page, ...(status ? { status } : {}) }, { refetchOnMountOrArgChange: true });

  return (
    <div className="admin-page">
      <header className="admin-page__header">
        <h1 className="admin-page__title">{TITLE}</h1>
        <p className="admin-page__intro">{INTRO}</p>
      </header>
      <div className="admin-filters">
        <FilterSelect label={ENQUIRY_WORDS.status} value={status ?? ''} options={STATUS_OPTIONS} onChange={(value) => setFilter('status', value)} />
      </div>
      <ListFrame result={result} loadingLabel={LOADING} emptyText={MESSAGES.noData} onPage={setPage}>
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
