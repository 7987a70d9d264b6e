// Standalone entry for this remote's own development; the shell loads the exposed pages instead.
import('./bootstrap');
