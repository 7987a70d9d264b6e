import { readBootData } from 'shared-auth/boot';
import { REMOTE_NAMES, type RemotesConfig } from './remoteList';

function isRemotesConfig(value: unknown): value is RemotesConfig {
  if (typeof value !== 'object' || value === null) return false;
  const config = value as Record<string, unknown>;
  return [...REMOTE_NAMES, 'api'].every((key) => typeof config[key] === 'string');
}

/**
 * The configuration the shell's server wrote into the page (no request), else what /remotes.json
 * answers (a page without it: the development server's).
 */
export async function readRemotesConfig(): Promise<RemotesConfig> {
  const inPage = readBootData().remotes;
  if (isRemotesConfig(inPage)) return inPage;
  const response = await fetch('/remotes.json', { cache: 'no-cache' });
  const body: unknown = await response.json();
  if (!response.ok || !isRemotesConfig(body)) {
    throw new Error('The shell server sent no usable /remotes.json');
  }
  return body;
}
