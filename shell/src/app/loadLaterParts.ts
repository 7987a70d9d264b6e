import { createElement, lazy, useState, type ComponentProps, type ComponentType } from 'react';

type LaterParts = typeof import('./laterParts');
let loaded: LaterParts | undefined;

/**
 * The shell's later parts (./laterParts.ts) and the whole UI kit every remote page asks for:
 * fetched while a visitor types in the login form, before the first screen of a signed-in
 * visitor, or when such a part is first shown; never for a visitor who only looks at the login
 * page (docs/decisions/0023-login-page-without-redux-toolkit.md).
 */
export function loadLaterParts(): Promise<LaterParts> {
  // One chunk with the federation runtime's copy of these imports and the rest of what a
  // signed-in page needs (tools/build/federation/shared.cjs, SIGNED_IN_CHUNK).
  return Promise.all([
    import(/* webpackChunkName: "signed-in" */ './laterParts'),
    import(/* webpackChunkName: "signed-in" */ 'shared-ui'),
  ]).then(([parts]) => (loaded = parts));
}

/**
 * A component of the later parts. Rendered at once when they are already here: a Suspense
 * fallback, once shown, holds the content back for up to 300 ms (React's reveal throttle,
 * docs/PERFORMANCE.md), which the carousel after a login must not pay. Rendered inside a Suspense
 * boundary, for when they are not.
 */
export function laterPart<Name extends keyof LaterParts>(name: Name) {
  const Lazy = lazy(() => loadLaterParts().then((parts) => ({ default: parts[name] })));
  type Props = ComponentProps<LaterParts[Name]>;
  return function LaterPart(props: Props) {
    // Chosen once per mount: switching component types would remount the part. (TypeScript cannot
    // relate a generic part's props to its component, hence the cast.)
    const [Part] = useState(() => (loaded?.[name] ?? Lazy) as unknown as ComponentType<object>);
    return createElement(Part, props as object);
  };
}
