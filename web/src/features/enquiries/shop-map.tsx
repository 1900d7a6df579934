import { useState } from 'react';
import { ExternalLink, Map as MapIcon } from 'lucide-react';
import { useMessages } from '../../i18n/i18n';

/**
 * The shop in Boisar (Palghar district). The config carries the address but no
 * coordinates, and a map needs them; they change only if the shop moves.
 */
const SHOP_LOCATION = { lat: 19.8036, lon: 72.7554 } as const;
const SPAN = { lat: 0.008, lon: 0.012 } as const;

export const MAP_EMBED_URL =
  'https://www.openstreetmap.org/export/embed.html?' +
  new URLSearchParams({
    bbox: [SHOP_LOCATION.lon - SPAN.lon, SHOP_LOCATION.lat - SPAN.lat, SHOP_LOCATION.lon + SPAN.lon, SHOP_LOCATION.lat + SPAN.lat].join(','),
    layer: 'mapnik',
    marker: `${SHOP_LOCATION.lat},${SHOP_LOCATION.lon}`,
  }).toString();

export const MAP_LINK_URL = `https://www.openstreetmap.org/?mlat=${SHOP_LOCATION.lat}&mlon=${SHOP_LOCATION.lon}#map=16/${SHOP_LOCATION.lat}/${SHOP_LOCATION.lon}`;

/**
 * docs/spec.md §2 Contact: a map of the shop. The embed loads on request: it is the
 * page's only content from another host (docs/architecture.md §6), and where it cannot
 * load (offline, blocked) nothing breaks. The plain link is always there.
 */
export function ShopMap() {
  const t = useMessages('pages');
  const [shown, setShown] = useState(false);
  return (
    <figure className="shop-map">
      <div className="shop-map__frame">
        {shown ? (
          <iframe className="shop-map__embed" title={t('mapTitle')} src={MAP_EMBED_URL} loading="lazy" referrerPolicy="no-referrer" />
        ) : (
          <div className="shop-map__placeholder">
            <MapIcon aria-hidden="true" size={32} />
            <p>{t('mapNote')}</p>
            <button type="button" className="button button--small" onClick={() => setShown(true)}>
              {t('showMap')}
            </button>
          </div>
        )}
      </div>
      <figcaption className="shop-map__caption">
        <a href={MAP_LINK_URL} target="_blank" rel="noopener noreferrer">
          {t('openMap')}
          <ExternalLink aria-hidden="true" size={14} />
          <span className="visually-hidden">{` ${t('opensInNewTab')}`}</span>
        </a>
      </figcaption>
    </figure>
  );
}
