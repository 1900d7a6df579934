import { useId } from 'react';
import { useParams } from 'react-router';
import { BadgeCheck, ShieldX } from 'lucide-react';
import type { LicenceVerification } from '@chitra/contract/licences';
import { thumbnailSizes } from '@chitra/contract/picture-sizes';
import { NotFoundPage } from '../../app/not-found-page';
import { isNotFound } from '../../lib/api-error';
import { useMessages } from '../../i18n/i18n';
import { useFormat } from '../../lib/format';
import { LoadFailedState } from '../../lib/page-state';
import { usePageTitle } from '../../lib/page-title';
import { Picture } from '../../lib/picture';
import { useVerifyLicenceQuery } from './api';
import './licence-page.css';

const THUMB_PX = 160;

function Verified({ licence }: { licence: LicenceVerification }) {
  const t = useMessages('orders');
  const format = useFormat();
  // In English, the same title and description as the server's head for the page (server/src/http/page-head.ts).
  usePageTitle(t('licenceTitle', { id: licence.licenceId }), t('licenceDescription', { tier: licence.tier, title: licence.title, status: licence.status }));
  const headingId = useId();
  const valid = licence.status === 'valid';
  return (
    <article className="licence-page" data-status={licence.status} aria-labelledby={headingId}>
      <header className="licence-page__status">
        {valid ? <BadgeCheck aria-hidden="true" size={32} /> : <ShieldX aria-hidden="true" size={32} />}
        <div>
          <h1 id={headingId} className="licence-page__title">
            {valid ? t('licenceValid') : t('licenceRevoked')}
          </h1>
          <p className="licence-page__note">{valid ? t('validNote') : t('revokedNote')}</p>
        </div>
      </header>
      <div className="licence-page__body">
        {licence.image !== undefined ? (
          <Picture image={licence.image} alt={licence.title} sizes={thumbnailSizes(THUMB_PX)} className="licence-page__thumb" />
        ) : (
          <span className="licence-page__thumb" aria-hidden="true" data-empty="" />
        )}
        <div className="licence-page__details">
          <p className="licence-page__buyer">{t('licensedTo', { buyer: licence.buyer })}</p>
          <dl className="licence-page__facts">
            <div>
              <dt>{t('photograph')}</dt>
              <dd>{licence.title}</dd>
            </div>
            <div>
              <dt>{t('licence')}</dt>
              <dd>
                {licence.tier}
                <span className="licence-page__summary">{licence.summary}</span>
              </dd>
            </div>
            <div>
              <dt>{t('termsVersion')}</dt>
              <dd>{licence.version}</dd>
            </div>
            <div>
              <dt>{t('issued')}</dt>
              <dd>
                <time dateTime={licence.issuedAt}>{format.date(licence.issuedAt)}</time>
              </dd>
            </div>
            {licence.revokedAt !== undefined && (
              <div>
                <dt>{t('revoked')}</dt>
                <dd>
                  <time dateTime={licence.revokedAt}>{format.date(licence.revokedAt)}</time>
                </dd>
              </div>
            )}
            <div>
              <dt>{t('licenceId')}</dt>
              <dd className="licence-page__id">{licence.licenceId}</dd>
            </div>
          </dl>
        </div>
      </div>
    </article>
  );
}

function Checking() {
  const t = useMessages('orders');
  usePageTitle(t('licence'));
  return (
    <section className="licence-page" aria-busy="true" aria-labelledby="licence-checking">
      <h1 id="licence-checking" className="visually-hidden">
        {t('licence')}
      </h1>
      <div className="licence-page__skeleton skeleton" aria-hidden="true" />
    </section>
  );
}

function Failed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useMessages('orders');
  usePageTitle(t('licence'));
  return (
    <section className="licence-page" aria-labelledby="licence-failed">
      <h1 id="licence-failed">{t('licence')}</h1>
      <LoadFailedState error={error} onRetry={onRetry} />
    </section>
  );
}

/**
 * /licence/:licenceId (issue 27): anyone holding a certificate can check it
 * here. Valid or revoked (a refund revokes), the photograph's thumbnail and
 * title, the tier and its terms version, when it was issued, and the buyer's
 * name partly masked. Never indexed; an unknown or malformed id is the
 * shop's 404 screen, which says nothing about why.
 */
export function LicencePage() {
  const { licenceId = '' } = useParams();
  const { currentData, error, isError, refetch } = useVerifyLicenceQuery(licenceId);
  let content;
  if (currentData !== undefined) content = <Verified licence={currentData} />;
  else if (isError && isNotFound(error)) content = <NotFoundPage />;
  else if (isError) content = <Failed error={error} onRetry={() => void refetch()} />;
  else content = <Checking />;
  return (
    <>
      {/* React puts it in the document's head while the page is on screen (the server's page has it too). */}
      <meta name="robots" content="noindex" />
      {content}
    </>
  );
}
