import { AccountPage } from './AccountPage';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { ResetPasswordPage } from './ResetPasswordPage';
import './i18n';

const PAGES = {
  account: AccountPage,
  'forgot-password': ForgotPasswordPage,
  'reset-password': ResetPasswordPage,
};

/** The account's pages, one lazily loaded chunk kept out of the login page's main.js. */
export default function AccountPages({ page }: { page: keyof typeof PAGES }) {
  const Page = PAGES[page];
  return <Page />;
}
