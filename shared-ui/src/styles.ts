// The design tokens, the base styles and every component's stylesheet, all in the page's first
// stylesheet: the shell imports them on their own (`shared-ui/styles`), since its login page does
// not load the kit's index, and a stylesheet of a later chunk would bring webpack's CSS loader
// into the login page's script (docs/decisions/0023-login-page-without-redux-toolkit.md).
import './styles/tokens.css';
import './styles/base.css';
import './styles/buttons.css';
import './styles/forms.css';
import './states.css';
import './message-box.css';
import './confirm-dialog.css';
import './card-table.css';
import './show-more.css';
import './fallback-image.css';
import './standalone-frame.css';
