/**
 * The picture shown when a motorcycle's image cannot be loaded. Inlined as a data URI so it
 * ships inside this remote's code: it needs no request, no internet and no api.
 */
const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 280">
<rect width="400" height="280" rx="24" fill="#f6f7f4"/>
<rect x="8" y="8" width="384" height="264" rx="18" fill="none" stroke="#d9ddd3" stroke-width="4" stroke-dasharray="14 10"/>
<g fill="none" stroke="#5b6168" stroke-width="8" stroke-linecap="round" stroke-linejoin="round">
<circle cx="150" cy="150" r="26"/><circle cx="262" cy="150" r="26"/>
<path d="M124 150 C124 118 150 102 186 102 L214 102 L236 150"/><path d="M214 102 L226 70 L250 66"/>
</g>
<text x="200" y="228" text-anchor="middle" font-family="system-ui, sans-serif" font-size="26" font-weight="600" fill="#2b2f33">Image not found</text>
</svg>`;

export const NOT_FOUND_IMAGE = `data:image/svg+xml,${encodeURIComponent(svg)}`;
