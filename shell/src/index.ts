// An async boundary: shared singletons (React, shared-auth, ...) are negotiated before any of
// them is evaluated.
import('./bootstrap');
