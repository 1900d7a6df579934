import { useId, useState } from 'react';
import { ArrowDown, ArrowUp } from 'lucide-react';
import type { AdminUpload } from '@chitra/contract/admin-catalogue';
import type { AdminBanner, UpdateBannerBody } from '@chitra/contract/admin-pages';
import { BANNER_CAPTION_MAX } from '@chitra/contract/admin-pages-rules';
import { readApiFailure } from '../../../lib/api-error';
import { TextField } from '../../../lib/forms/text-field';
import { useForm, type FieldErrors } from '../../../lib/forms/use-form';
import { showToast } from '../../../lib/toast';
import { useAdminPageTitle } from '../admin-context';
import { type Translate, useLocale, useMessages } from '../../../i18n/i18n';
import { digitsIn } from '../admin-words';
import { Badge } from '../components/badge';
import { BusyButton } from '../../../components/busy-button';
import { ListFrame } from '../components/list-frame';
import { PictureUploads } from '../components/picture-uploads';
import { useCreateBannerMutation, useGetAdminBannersQuery, useUpdateBannerMutation } from './banners-api';
import { toastOutcome } from '../toast-outcome';

type CaptionValues = { caption: string };

function problemsOf(values: CaptionValues, t: Translate<'adminCatalogue'>, digits: (value: number) => string): FieldErrors<CaptionValues> {
  const caption = values.caption.trim();
  if (caption === '') return { caption: t('bannerCaptionRequired') };
  return caption.length > BANNER_CAPTION_MAX ? { caption: t('tooLong', { max: digits(BANNER_CAPTION_MAX) }) } : {};
}

/** `stale`: the banners are being read again, so `index` may not be the server's yet (a move from it would land wrong). */
function BannerCard({ banner, index, count, stale }: { banner: AdminBanner; index: number; count: number; stale: boolean }) {
  const t = useMessages('adminCatalogue');
  const digits = digitsIn(useLocale());
  const headingId = useId();
  const [update, updating] = useUpdateBannerMutation();
  const [problem, setProblem] = useState<string | undefined>();
  const form = useForm<CaptionValues>({ caption: banner.caption }, (values) => problemsOf(values, t, digits));

  const change = async (body: UpdateBannerBody) => {
    setProblem(undefined);
    const result = await update({ id: banner._id, body });
    // Any change of a banner (caption, place, shown or hidden) is 'saved' (bannerSaved).
    const failure = toastOutcome(result, { done: t('doneBannerSaved'), failed: t('saveFailed') });
    if (failure) {
      if (!form.showServerErrors(failure.errors)) setProblem(failure.message);
      return;
    }
  };

  const saveCaption = async (values: CaptionValues) => {
    const caption = values.caption.trim();
    if (caption === banner.caption) {
      setProblem(t('nothingChanged'));
      return;
    }
    await change({ caption });
  };

  return (
    <article className="panel admin-card banner-card" aria-labelledby={headingId}>
      <header className="admin-card__header">
        <h2 id={headingId} className="admin-card__title">
          {t('bannerHeading', { n: digits(index + 1) })}
        </h2>
        <Badge tone={banner.hidden ? 'neutral' : 'success'}>{banner.hidden ? t('hidden') : t('bannerVisible')}</Badge>
      </header>
      <img className="admin-card__picture" src={banner.thumbnail} alt={banner.caption} loading="lazy" />
      <form className="admin-form" noValidate onSubmit={(event) => void form.submit(event, saveCaption)}>
        <TextField label={t('bannerCaption')} hint={t('bannerCaptionHint')} maxLength={BANNER_CAPTION_MAX} autoComplete="off" {...form.field('caption')} />
        {problem && (
          <p className="admin-form__problem" role="alert">
            {problem}
          </p>
        )}
        <div className="admin-actions">
          <BusyButton type="submit" className="button button--small" pending={form.pending} disabled={updating.isLoading}>
            {t('bannerSave')}
          </BusyButton>
          <BusyButton
            className="button button--small admin-button--quiet"
            pending={false}
            disabled={updating.isLoading || stale || index === 0}
            aria-label={t('bannerUp', { caption: banner.caption })}
            onClick={() => void change({ position: index - 1 })}
          >
            <ArrowUp aria-hidden="true" size={18} />
          </BusyButton>
          <BusyButton
            className="button button--small admin-button--quiet"
            pending={false}
            disabled={updating.isLoading || stale || index === count - 1}
            aria-label={t('bannerDown', { caption: banner.caption })}
            onClick={() => void change({ position: index + 1 })}
          >
            <ArrowDown aria-hidden="true" size={18} />
          </BusyButton>
          <BusyButton className="button button--small admin-button--quiet" pending={updating.isLoading} onClick={() => void change({ hidden: !banner.hidden })}>
            {banner.hidden ? t('show') : t('hide')}
          </BusyButton>
        </div>
      </form>
    </article>
  );
}

/** 'harbour-at-dawn.jpg' → 'harbour at dawn': a caption to start from. */
export function captionOf(fileName: string): string {
  const stem = fileName
    .replace(/\.[^.]+$/, '')
    .replace(/[-_]+/g, ' ')
    .trim();
  return (stem || fileName).slice(0, BANNER_CAPTION_MAX);
}

/** The home carousel's banners: new ones from uploaded pictures, their order, whether each shows, and each picture's caption. */
export function BannersPage() {
  const t = useMessages('adminCatalogue');
  useAdminPageTitle(t('bannersTitle'));
  const addId = useId();
  const result = useGetAdminBannersQuery(undefined, { refetchOnMountOrArgChange: true });
  const [create] = useCreateBannerMutation();

  const addBanner = async (upload: AdminUpload): Promise<string | undefined> => {
    const made = await create({ uploadId: upload._id, caption: captionOf(upload.fileName) });
    // A failure shows in the upload's list, not in a toast. The server says 'added' for the same upload sent again too (bannerCreated).
    if (made.error) return readApiFailure(made.error, t('saveFailed')).message;
    showToast('success', t('doneBannerCreated'));
    return undefined;
  };

  return (
    <div className="admin-page">
      <header className="admin-page__header">
        <h1 className="admin-page__title">{t('bannersTitle')}</h1>
        <p className="admin-page__intro">{t('bannersIntro')}</p>
      </header>
      <section className="panel admin-panel" aria-labelledby={addId}>
        <h2 id={addId} className="panel__title">
          {t('bannersAdd')}
        </h2>
        <p className="admin-note">{t('bannersAddHint')}</p>
        <PictureUploads profile="plain" onProcessed={addBanner} />
      </section>
      <ListFrame result={result} loadingLabel={t('bannersLoading')} emptyText={t('bannersEmpty')} onPage={() => undefined}>
        {(banners) => (
          <div className="admin-cards">
            {banners.map((banner, index) => (
              <BannerCard key={`${banner._id}-${banner.caption}`} banner={banner} index={index} count={banners.length} stale={result.isFetching} />
            ))}
          </div>
        )}
      </ListFrame>
    </div>
  );
}
