/**
 * The drawing shown where a picture could not be loaded: a scooter outline in the muted text
 * colour. Inlined as a data URI so it ships with the code: it needs no request, no internet and
 * no api.
 */
const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 84" fill="none" stroke="#5b6168" stroke-width="3" stroke-linecap="round" stroke-linejoin="round">
<circle cx="30" cy="64" r="11"/><circle cx="92" cy="64" r="10"/>
<path d="M19 62c-2-13 6-24 20-26l30-1-4 24H44"/><path d="M65 59l9-38h7"/>
<path d="M79 60c1-8 6-12 13-12s12 5 11 12"/><path d="M27 36c2-6 10-8 19-8h17"/><path d="M76 21l10-2"/>
</svg>`;

export const NOT_FOUND_PICTURE = `data:image/svg+xml,${encodeURIComponent(svg)}`;
