// shared-ui/testing: the style rules every package's test suite holds its own stylesheets to
// (README.md, "Style rules"). Jest only; never imported by app code.
export { APP_CLASS_PREFIXES, stylesheetProblems } from './stylesheetRules';
