// Small inline icons: decorative (aria-hidden), coloured by the text colour around them.

/** A 24 px line icon drawn by one path. */
function LineIcon({ path }: { path: string }) {
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
      <path d={path} />
    </svg>
  );
}

export function ChevronIcon({ direction }: { direction: 'left' | 'right' }) {
  return <LineIcon path={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} />;
}

export function ArrowLeftIcon() {
  return <LineIcon path="M19 12H5M11 5l-7 7 7 7" />;
}
