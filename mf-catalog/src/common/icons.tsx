// Small inline icons: decorative (aria-hidden), coloured by the text colour around them.

export function ChevronIcon({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} />
    </svg>
  );
}

export function ArrowLeftIcon() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M19 12H5M11 5l-7 7 7 7" />
    </svg>
  );
}

/** A scooter outline for motorcycles whose picture does not load. */
export function ScooterOutline() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 120 84"
      fill="none"
      stroke="currentColor"
      strokeWidth="3"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <circle cx="30" cy="64" r="11" />
      <circle cx="92" cy="64" r="10" />
      <path d="M19 62c-2-13 6-24 20-26l30-1-4 24H44" />
      <path d="M65 59l9-38h7" />
      <path d="M79 60c1-8 6-12 13-12s12 5 11 12" />
      <path d="M27 36c2-6 10-8 19-8h17" />
      <path d="M76 21l10-2" />
    </svg>
  );
}
