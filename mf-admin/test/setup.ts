// The admin namespace's English is in before a test renders (in the browser it arrives with the
// page's first requests, src/ui/i18n.ts): a test in English reads the page from its first render;
// another language arrives a moment after the render, so a test in it finds its texts (findBy…).
import { beforeAll } from '@jest/globals';
import { loadNamespaces } from 'shared-ui';
import '../src/ui/i18n';

beforeAll(() => loadNamespaces('admin'));
