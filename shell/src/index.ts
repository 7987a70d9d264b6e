// The shell's code and the singletons it hands to the remotes are one bundle: the login page runs
// without the federation runtime, which comes when the first remote is wanted (remotes/registry.ts).
import './bootstrap';
