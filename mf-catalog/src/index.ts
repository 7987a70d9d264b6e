// The entry of this remote opened on its own origin; the shell loads the exposed pages instead.
// An async boundary: shared singletons (React, shared-auth, ...) are negotiated before any of
// them is evaluated.
import('./bootstrap');
