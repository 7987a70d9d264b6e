// Where the api lives. The shell learns it from /remotes.json at start; a remote running
// standalone sets it itself. Kept in this singleton module so every remote sees the same value.
let apiUrl = 'http://localhost:4000';

export function configureApi(options: { apiUrl: string }): void {
  apiUrl = options.apiUrl.replace(/\/+$/, '');
}

export function getApiUrl(): string {
  return apiUrl;
}

/** Images the api ships are stored as paths ("/images/gts.svg"); others are absolute URLs. */
export function assetUrl(link: string, api: string): string {
  return link.startsWith('/') ? `${api}${link}` : link;
}

/** A picture's address, for the api this app talks to. */
export function resolveAssetUrl(link: string): string {
  return assetUrl(link, apiUrl);
}
