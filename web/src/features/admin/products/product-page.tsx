import { adminPaths } from '../admin-paths';
import { useState } from 'react';
import { useParams } from 'react-router';
import { Link } from '../../../lib/link';
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import type { AdminPicture, AdminProduct, AdminUpload } from '@chitra/contract/admin-catalogue';
import { paths } from '../../../lib/paths';
import { failureMessage, isNotFound } from '../../../lib/api-error';
import { LoadFailedState, PageState } from '../../../lib/page-state';
import { showToast } from '../../../lib/toast';
import { useAdminPageTitle } from '../admin-context';
import { useLocale, useMessages } from '../../../i18n/i18n';
import { digitsIn } from '../admin-words';
import { Badge } from '../components/badge';
import { BackLink } from '../components/back-link';
import { ConfirmDialog } from '../components/confirm-dialog';
import { ListSkeleton } from '../components/list-states';
import { Section } from '../components/panel-section';
import { PictureUploads } from '../components/picture-uploads';
import '../components/picture-uploads.css';
import { ProductForm } from './product-form';
import { LicencePricesSection } from './licence-prices-section';
import { useAttachPictureMutation, useGetAdminProductQuery, useRemovePictureMutation, useReorderPicturesMutation } from './products-api';
import { withQuery } from '../use-list-params';
import { toastOutcome } from '../toast-outcome';

/** `stale`: the product is being read again (after a move or a removal), so its order is not yet the server's. */
function PictureList({ product, stale }: { product: AdminProduct; stale: boolean }) {
  const t = useMessages('adminCatalogue');
  const digits = digitsIn(useLocale());
  const [reorder, reordering] = useReorderPicturesMutation();
  const [remove, removing] = useRemovePictureMutation();
  const [asked, setAsked] = useState<AdminPicture | undefined>();
  const ids = product.pictures.map((p) => p.imageId);

  const move = async (index: number, by: -1 | 1) => {
    const next = [...ids];
    const [taken] = next.splice(index, 1);
    if (taken === undefined) return; // no picture there: its button is drawn only beside one
    next.splice(index + by, 0, taken);
    const result = await reorder({ id: product._id, imageIds: next });
    if (result.error) showToast('error', failureMessage(result.error, t('saveFailed')));
  };

  const confirmRemove = async () => {
    if (!asked) return;
    const result = await remove({ id: product._id, imageId: asked.imageId });
    setAsked(undefined);
    toastOutcome(result, { done: t('donePictureRemoved'), failed: t('saveFailed') });
  };

  if (product.pictures.length === 0) return <p className="admin-note">{t('productNoPictures')}</p>;
  return (
    <>
      <ol className="product-pictures">
        {product.pictures.map((picture, index) => (
          <li key={picture.imageId} className="product-picture">
            <img src={picture.thumbUrl} alt={t('pictureAlt', { n: digits(index + 1), name: picture.fileName })} width={96} height={72} loading="lazy" />
            <span className="admin-table__stack">
              <span className="admin-table__strong">{picture.fileName}</span>
              <span className="admin-table__muted">
                {t('pictureSize', { width: digits(picture.width), height: digits(picture.height) })}
                {index === 0 ? ` · ${t('productCover')}` : ''}
              </span>
            </span>
            <span className="product-picture__actions">
              <button
                type="button"
                className="button button--small admin-button--quiet"
                aria-label={t('pictureUp', { n: digits(index + 1) })}
                disabled={index === 0 || reordering.isLoading || stale}
                onClick={() => void move(index, -1)}
              >
                <ArrowUp aria-hidden="true" size={16} />
              </button>
              <button
                type="button"
                className="button button--small admin-button--quiet"
                aria-label={t('pictureDown', { n: digits(index + 1) })}
                disabled={index === ids.length - 1 || reordering.isLoading || stale}
                onClick={() => void move(index, 1)}
              >
                <ArrowDown aria-hidden="true" size={16} />
              </button>
              <button
                type="button"
                className="button button--small admin-button--danger"
                aria-label={t('pictureRemove', { n: digits(index + 1) })}
                onClick={() => setAsked(picture)}
              >
                <Trash2 aria-hidden="true" size={16} />
              </button>
            </span>
          </li>
        ))}
      </ol>
      {asked && (
        <ConfirmDialog
          title={t('pictureRemoveTitle')}
          confirmLabel={t('remove')}
          cancelLabel={t('keepIt')}
          pending={removing.isLoading}
          onConfirm={() => void confirmRemove()}
          onCancel={() => setAsked(undefined)}
        >
          <p>{t('pictureRemoveBody')}</p>
        </ConfirmDialog>
      )}
    </>
  );
}

function ProductDetail({ product, stale }: { product: AdminProduct; stale: boolean }) {
  const t = useMessages('adminCatalogue');
  const [attach] = useAttachPictureMutation();
  const onProcessed = async (upload: AdminUpload): Promise<string | undefined> => {
    const result = await attach({ id: product._id, uploadId: upload._id });
    return result.error ? failureMessage(result.error, t('saveFailed')) : undefined;
  };
  return (
    <div className="admin-page">
      <BackLink to={adminPaths.adminProducts()}>{t('photographs')}</BackLink>
      <header className="admin-page__header admin-page__header--row">
        <h1 className="admin-page__title">{product.title}</h1>
        <Badge tone={product.published ? 'success' : 'neutral'}>{product.published ? t('published') : t('unpublished')}</Badge>
      </header>
      <Section title={t('productPicturesTitle')}>
        <p className="admin-note">{t('productPicturesIntro')}</p>
        {/* A move sent from an order not yet read back would undo the one before it. */}
        <PictureList product={product} stale={stale} />
        <PictureUploads profile="photo" onProcessed={onProcessed} />
      </Section>
      <Section title={t('productDetails')}>
        {/* Keyed by the product, not its version: a picture uploaded, moved or removed changes the version, and must not throw away what is being typed (a save resets the form itself). */}
        <ProductForm key={product._id} product={product} />
      </Section>
      <LicencePricesSection productId={product._id} />
      <p className="admin-actions">
        {product.published && <Link to={paths.product(product._id)}>{t('productStorefront')}</Link>}
        <Link to={withQuery(adminPaths.adminAudit(), { entityType: 'product', entityId: product._id })}>{t('productHistory')}</Link>
      </p>
    </div>
  );
}

/** One photograph or pack: its pictures (upload, order, remove) and every field, published or not. */
export function ProductPage() {
  const t = useMessages('adminCatalogue');
  const { id = '' } = useParams();
  const { currentData: product, error, isError, isFetching, refetch } = useGetAdminProductQuery(id, { refetchOnMountOrArgChange: true });
  useAdminPageTitle(product ? product.title : t('photograph'));
  if (product) return <ProductDetail product={product} stale={isFetching} />;
  return (
    <div className="admin-page">
      <BackLink to={adminPaths.adminProducts()}>{t('photographs')}</BackLink>
      <h1 className="admin-page__title">{t('photograph')}</h1>
      {isError ? (
        isNotFound(error) ? (
          <PageState text={t('productNotFound')} />
        ) : (
          <LoadFailedState error={error} onRetry={() => void refetch()} />
        )
      ) : (
        <ListSkeleton rows={4} label={t('productLoading')} />
      )}
    </div>
  );
}

/** A new photograph: its fields first; pictures once it exists. */
export function NewProductPage() {
  const t = useMessages('adminCatalogue');
  useAdminPageTitle(t('newPhotograph'));
  return (
    <div className="admin-page">
      <BackLink to={adminPaths.adminProducts()}>{t('photographs')}</BackLink>
      <header className="admin-page__header">
        <h1 className="admin-page__title">{t('newPhotograph')}</h1>
        <p className="admin-page__intro">{t('productNewIntro')}</p>
      </header>
      <Section title={t('productDetails')}>
        <ProductForm />
      </Section>
    </div>
  );
}
