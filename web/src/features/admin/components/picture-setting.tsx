import type { AdminUpload } from '@chitra/contract/admin-catalogue';
import { BusyButton } from '../../../components/busy-button';
import { PictureUploads } from './picture-uploads';

type PictureSettingProps = {
  /** The picture's URL now, or null for none. */
  picture: string | null;
  alt: string;
  imageClassName: string;
  noneText: string;
  removeText: string;
  pending: boolean;
  /** Sets the picture from a processed upload, or removes it (null); resolves to a message when that failed. */
  onSet: (uploadId: string | null) => Promise<string | undefined>;
  onBusy?: (busy: boolean) => void;
};

/** One picture of a record (a category's tile, a post's cover): the one it has, a new one from an upload, or none. */
export function PictureSetting({ picture, alt, imageClassName, noneText, removeText, pending, onSet, onBusy }: PictureSettingProps) {
  return (
    <>
      {picture ? <img className={imageClassName} src={picture} alt={alt} /> : <p className="admin-note">{noneText}</p>}
      <PictureUploads profile="plain" onProcessed={(upload: AdminUpload) => onSet(upload._id)} onBusy={onBusy} />
      {picture && (
        <div className="admin-actions">
          <BusyButton className="button button--small admin-button--quiet" pending={pending} onClick={() => void onSet(null)}>
            {removeText}
          </BusyButton>
        </div>
      )}
    </>
  );
}
