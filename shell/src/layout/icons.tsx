/** The two icons the menu button shows: bars (the menu closed) or xmark (open). */
const paths = {
  bars: 'M3 6h18M3 12h18M3 18h18',
  xmark: 'M6 6l12 12M18 6L6 18',
};

export function MenuGlyph({ name }: { name: keyof typeof paths }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path
        d={paths[name]}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        fill="none"
      />
    </svg>
  );
}

export function VespaLogo() {
  return (
    <svg viewBox="0 0 64 40" width="64" height="40" aria-hidden="true" focusable="false">
      <circle cx="14" cy="30" r="7" fill="none" stroke="currentColor" strokeWidth="4" />
      <circle cx="50" cy="30" r="7" fill="none" stroke="currentColor" strokeWidth="4" />
      <path
        d="M10 22h22l8-14h8l-6 16h10"
        fill="none"
        stroke="currentColor"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
