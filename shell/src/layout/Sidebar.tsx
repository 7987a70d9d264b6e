import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useNavigate } from 'react-router-dom';
import {
  logoutStarted,
  mayOpen,
  selectCurrentUser,
  useAppDispatch,
  useAppSelector,
} from 'shared-auth';
import { ConfirmDialog } from 'shared-ui';
import { MENU_ENTRIES } from '../app/remoteRoutes';
import { Copyright } from './Copyright';
import { MenuGlyph, VespaLogo } from './icons';
import { LanguageSwitch } from './LanguageSwitch';
import { PRODUCT_NAME } from './ScreenTitle';
import { ShopFooter } from './ShopFooter';

/**
 * The signed-in sidebar: the header (logo, the hamburger of small screens, the menu) and, apart
 * from it, the footer, so each is its own landmark. Escape closes the open menu and gives the
 * focus back to the hamburger. Whether the menu is open is this screen's state alone: it is not
 * part of the session, so a reload, a new tab or the next sign-in starts with it closed.
 */
export function Sidebar() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const user = useAppSelector(selectCurrentUser);
  const [open, setOpen] = useState(false);
  const [confirmingLogout, setConfirmingLogout] = useState(false);
  const hamburger = useRef<HTMLButtonElement>(null);
  const closeMenu = () => setOpen(false);
  // Riders their pages, staff the desk's too, the owner every page (docs/PRODUCT.md); then
  // everyone's account.
  const entries = [
    ...MENU_ENTRIES.filter((entry) => user && mayOpen(entry.access, user)),
    { to: '/account', label: 'menu.account' } as const,
  ];

  const closeOnEscape = (event: KeyboardEvent<HTMLDivElement>) => {
    // The logout dialog turns its own Escape into NO.
    if (event.key !== 'Escape' || !open || confirmingLogout) return;
    closeMenu();
    hamburger.current?.focus();
  };

  return (
    <div
      className={open ? 'shell-sidebar shell-sidebar--open' : 'shell-sidebar'}
      onKeyDown={closeOnEscape}
    >
      <header className="shell-sidebar__header">
        <div className="shell-sidebar__top">
          <Link
            to="/motorcycles"
            className="shell-sidebar__logo"
            aria-label={t('menu.home')}
            onClick={closeMenu}
          >
            <VespaLogo />
            <span>{PRODUCT_NAME}</span>
          </Link>
          <button
            ref={hamburger}
            type="button"
            className="shell-sidebar__hamburger"
            aria-expanded={open}
            aria-controls="main-menu"
            aria-label={open ? t('menu.close') : t('menu.open')}
            onClick={() => setOpen(!open)}
          >
            <MenuGlyph name={open ? 'xmark' : 'bars'} />
          </button>
        </div>
        <nav id="main-menu" className="shell-sidebar__menu" aria-label={t('menu.label')}>
          <ul>
            {entries.map(({ to, label }) => (
              <li key={to}>
                <NavLink to={to} onClick={closeMenu} end>
                  {t(label)}
                </NavLink>
              </li>
            ))}
            <li>
              <button
                type="button"
                className="shell-sidebar__logout"
                onClick={() => setConfirmingLogout(true)}
              >
                {t('menu.logout')}
              </button>
            </li>
            <li>
              <LanguageSwitch />
            </li>
          </ul>
        </nav>
      </header>
      <footer className="shell-sidebar__footer">
        <ShopFooter />
        <Copyright />
      </footer>
      <ConfirmDialog
        open={confirmingLogout}
        question={t('logout.question')}
        description={t('logout.description')}
        onYes={() => {
          setConfirmingLogout(false);
          closeMenu();
          // The login screen at / tells the api and ends the session once it shows
          // (LoginPage). Ended any sooner, the page being left could still render signed out,
          // as the route's change is a transition and the session's is not, and its guard
          // would send the rider to /login instead of /.
          dispatch(logoutStarted());
          navigate('/', { replace: true });
        }}
        onNo={() => setConfirmingLogout(false)}
      />
    </div>
  );
}
