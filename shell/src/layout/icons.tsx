import type { MenuIcon } from 'shared-auth';

const paths: Record<MenuIcon, string> = {
  bars: 'M3 6h18M3 12h18M3 18h18',
  xmark: 'M6 6l12 12M18 6L6 18',
};

export function MenuGlyph({ name }: { name: MenuIcon }) {
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

const social = [
  {
    name: 'Twitter',
    d: 'M22 5.9a8 8 0 0 1-2.4.7 4.1 4.1 0 0 0 1.8-2.3 8 8 0 0 1-2.6 1 4.1 4.1 0 0 0-7 3.7A11.6 11.6 0 0 1 3.4 4.7a4.1 4.1 0 0 0 1.3 5.5 4 4 0 0 1-1.9-.5 4.1 4.1 0 0 0 3.3 4 4.1 4.1 0 0 1-1.8.1 4.1 4.1 0 0 0 3.8 2.8A8.2 8.2 0 0 1 2 18.3a11.6 11.6 0 0 0 6.3 1.8c7.5 0 11.7-6.3 11.7-11.7v-.5A8.3 8.3 0 0 0 22 5.9z',
  },
  { name: 'Facebook', d: 'M14 8h3V4h-3a4 4 0 0 0-4 4v2H8v4h2v8h4v-8h3l1-4h-4V8z' },
  {
    name: 'Instagram',
    d: 'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm5.5-1.5a1 1 0 1 0 0 2 1 1 0 0 0 0-2z',
  },
];

export function SocialLinks() {
  return (
    <ul className="shell-social-links" aria-label="Vespa Rentals on social media">
      {social.map(({ name, d }) => (
        <li key={name}>
          <span className="shell-social-links__icon" role="img" aria-label={name}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d={d} fill="currentColor" />
            </svg>
          </span>
        </li>
      ))}
    </ul>
  );
}
