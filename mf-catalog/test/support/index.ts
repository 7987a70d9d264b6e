// The harness every test of this remote takes: shared-auth/testing and shared-ui/testing under
// their own names, the same file in every remote. The remote's own fixtures, fake apis and page
// renderers sit beside it, one file for each kind (docs/ARCHITECTURE.md, "Inside a remote").
export * from 'shared-auth/testing';
export * from 'shared-ui/testing';
