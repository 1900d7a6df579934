import type { ImgHTMLAttributes } from 'react';
import type { ImageSet, ImageSources } from '@chitra/contract/catalogue';

/**
 * What a `<picture>` needs: the largest file (`url`, the `<img>`'s `src` for a
 * browser without `srcset`), its shape, and every rendition by format.
 */
type PictureImage = { url: string; width: number; height: number; sources: ImageSources };

type PictureProps = {
  image: PictureImage;
  alt: string;
  /** How wide the picture is drawn (`PICTURE_SIZES` in the contract): the browser picks the rendition from it. */
  sizes: string;
  /** Above the fold: load at once and ahead of other pictures. Otherwise lazily. */
  eager?: boolean;
  className?: string;
  imgClassName?: string;
  /** Spread on the <img>, e.g. `draggable`. */
  imgProps?: ImgHTMLAttributes<HTMLImageElement>;
};

/**
 * AVIF, then WebP `<source>`s, then a JPEG `<img>`, each with every rendition
 * (320 to 1600 px) in its `srcset`, and the picture's own width and height on
 * the `<img>` so the page never jumps while it loads (docs/architecture.md §6).
 */
export function Picture({ image, alt, sizes, eager = false, className, imgClassName, imgProps }: PictureProps) {
  const { sources } = image;
  return (
    <picture className={className}>
      {sources.avif !== '' && <source type="image/avif" srcSet={sources.avif} sizes={sizes} />}
      {sources.webp !== '' && <source type="image/webp" srcSet={sources.webp} sizes={sizes} />}
      <img
        {...imgProps}
        className={imgClassName}
        src={image.url}
        srcSet={sources.fallback === '' ? undefined : sources.fallback}
        sizes={sizes}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={eager ? 'eager' : 'lazy'}
        decoding={eager ? undefined : 'async'}
        // React 19 passes fetchPriority through as the HTML attribute.
        fetchPriority={eager ? 'high' : undefined}
      />
    </picture>
  );
}

type ProductPictureProps = Omit<PictureProps, 'image' | 'alt'> & {
  image: ImageSet | null | undefined;
  /** Defaults to the picture's own alt text: the product (or post) title. */
  alt?: string;
};

/** A catalogue picture; an empty frame for a product without one. */
export function ProductPicture({ image, alt, className, ...rest }: ProductPictureProps) {
  if (image === null || image === undefined) {
    return <span className={className} aria-hidden="true" data-empty="" />;
  }
  return <Picture image={image} alt={alt ?? image.alt} className={className} {...rest} />;
}
