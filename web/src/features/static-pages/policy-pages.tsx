import { MESSAGES } from '@chitra/contract/messages';
import { usePageTitle } from '../../lib/page-title';

// Spec §2: the policy pages are empty shells with their titles, until the shop
// writes its policies.

function PolicyShell({ title }: { title: string }) {
  usePageTitle(title);
  return <h1>{title}</h1>;
}

export function PrivacyPolicyPage() {
  return <PolicyShell title={MESSAGES.privacyPolicy} />;
}

export function RefundPolicyPage() {
  return <PolicyShell title={MESSAGES.refundPolicy} />;
}

export function ShippingPolicyPage() {
  return <PolicyShell title={MESSAGES.shippingPolicy} />;
}

export function TermsConditionsPage() {
  return <PolicyShell title={MESSAGES.termsConditions} />;
}
