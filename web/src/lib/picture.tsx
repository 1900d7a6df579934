import type { ImgHTMLAttributes } from 'react';
import type { ImageSet } from '@chitra/contract/catalogue';

/** One file pair of a picture: JPEG (or PNG) and the same picture as WebP. */
export type PictureVariant = { url: string; webp: string; width: number; height: number };

type PictureProps = {
  /** The full-size preview; its width and height reserve the space before it loads. */
  large: PictureVariant;
  /** A narrower copy the browser may pick on small screens. */
  small?: PictureVariant;
  alt: string;
  /** The rendered width, for choosing between `small` and `large` (the `sizes` attribute). */
  sizes: string;
  /** Above the fold: load at once and ahead of other pictures. Otherwise lazily. */
  eager?: boolean;
  className?: string;
  imgClassName?: string;
  /** Spread on the <img>, e.g. `draggable`. */
  imgProps?: ImgHTMLAttributes<HTMLImageElement>;
};

const srcSet = (variants: PictureVariant[], key: 'url' | 'webp'): string =>
  variants.map((v) => `${v[key]} ${v.width}w`).join(', ');

/**
 * A WebP `<source>` with a JPEG `<img>` fallback, both with a `srcset`, and
 * the picture's own width and height on the `<img>` so the page never jumps
 * while it loads (design.md §6).
 */
export function Picture({ large, small, alt, sizes, eager = false, className, imgClassName, imgProps }: PictureProps) {
  const variants = small !== undefined && small.width < large.width ? [small, large] : [large];
  return (
    <picture className={className}>
      <source type="image/webp" srcSet={srcSet(variants, 'webp')} sizes={sizes} />
      <img
        {...imgProps}
        className={imgClassName}
        src={large.url}
        srcSet={srcSet(variants, 'url')}
        sizes={sizes}
        width={large.width}
        height={large.height}
        alt={alt}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        // React 19 passes fetchPriority through as the HTML attribute.
        fetchPriority={eager ? 'high' : undefined}
      />
    </picture>
  );
}

type ProductPictureProps = Omit<PictureProps, 'large' | 'small' | 'alt'> & {
  image: ImageSet | null | undefined;
  /** Defaults to the picture's own alt text: the product (or post) title. */
  alt?: string;
};

/** A catalogue picture (preview plus ~400 px thumbnail); an empty frame for a product without one. */
export function ProductPicture({ image, alt, className, ...rest }: ProductPictureProps) {
  if (image === null || image === undefined) {
    return <span className={className} aria-hidden="true" data-empty="" />;
  }
  return <Picture large={image} small={image.thumbnail} alt={alt ?? image.alt} className={className} {...rest} />;
}
