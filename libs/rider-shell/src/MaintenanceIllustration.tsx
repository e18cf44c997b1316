/** Spec section 2.1: a decorative illustration; hidden from assistive technologies. */
export function MaintenanceIllustration() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 240 120"
      width="240"
      height="120"
      style={{ maxWidth: '100%', height: 'auto' }}
    >
      <circle cx="60" cy="80" r="30" fill="none" stroke="currentColor" strokeWidth="6" />
      <circle cx="180" cy="80" r="30" fill="none" stroke="currentColor" strokeWidth="6" />
      <path
        d="M60 80 L100 40 L150 40 L180 80 M100 40 L120 80 L150 40"
        fill="none"
        stroke="currentColor"
        strokeWidth="6"
        strokeLinejoin="round"
      />
      <path
        d="M200 20 l20 20 m-10 -10 l-25 25"
        stroke="currentColor"
        strokeWidth="6"
        strokeLinecap="round"
      />
    </svg>
  );
}
