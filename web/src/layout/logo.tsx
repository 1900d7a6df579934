import { Aperture } from 'lucide-react';
import { PRODUCT_NAME } from '@chitra/contract/constants';
import './logo.css';

/** The shop's mark and name; inherits the text colour of where it sits. */
export function Logo() {
  return (
    <span className="logo">
      <Aperture className="logo__mark" aria-hidden="true" size={28} strokeWidth={1.75} />
      <span className="logo__word">{PRODUCT_NAME}</span>
    </span>
  );
}
