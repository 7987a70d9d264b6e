// The remote's src/earlyCalls.ts, as the build names it for ./earlyCallsScript.ts
// (tools/build/webpack.base.cjs).
declare module 'vespa-early-calls' {
  export const earlyCalls: import('./pageStart').EarlyCalls;
}
