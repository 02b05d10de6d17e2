import { Link, NavLink } from 'react-router-dom';
import { APP_NAME } from '../../config/app';
import { paths } from '../../config/paths';
import { isReviewer } from '../../lib/auth/reviewers';
import { useAuth } from '../../lib/auth/use-auth';
import { Icon, type IconName } from '../ui/icon/icon';
import { ThemeToggle } from '../ui/theme-toggle/theme-toggle';
import { HeaderAvatar } from './header-avatar';
import { HeaderSession } from './header-session';

interface NavItem {
  label: string;
  /**
   * The word shown on a phone's tab bar, where five full labels do not fit on one line at 360 px: a
   * word of the label, as a tab's visible words must be in its name (WCAG 2.5.3, label in name).
   */
  short: string;
  href: string;
  icon: IconName;
}

const NAV_ITEMS: NavItem[] = [
  { label: 'Buy crypto', short: 'Buy', href: paths.wallets.buyCrypto.getHref(), icon: 'buy' },
  { label: 'Top up', short: 'Top up', href: paths.wallets.topUp.getHref(), icon: 'topUp' },
  { label: 'Card deposit', short: 'Card', href: paths.wallets.cardDeposit.getHref(), icon: 'card' },
  { label: 'Withdraw', short: 'Withdraw', href: paths.wallets.withdrawInr.getHref(), icon: 'bank' },
  { label: 'Account', short: 'Account', href: paths.account.getHref(), icon: 'user' },
];

const REVIEWS_ITEM: NavItem = {
  label: 'Reviews',
  short: 'Reviews',
  href: paths.ops.kycQueue.getHref(),
  icon: 'user',
};

function MainNav() {
  const { user } = useAuth();
  // Reviewers get their queue next to the customer pages; everyone else never sees the item.
  const items = isReviewer(user) ? [...NAV_ITEMS, REVIEWS_ITEM] : NAV_ITEMS;
  return (
    <nav className="main-nav" aria-label="Main">
      <ul className="main-nav__list">
        {items.map((item) => (
          <li key={item.href}>
            {/* The name is always the full label; the short word it contains is only what a phone shows. */}
            <NavLink className="main-nav__link" to={item.href} aria-label={item.label}>
              <Icon name={item.icon} size={18} />
              <span className="main-nav__label">{item.label}</span>
              <span className="main-nav__label main-nav__label--short" aria-hidden="true">
                {item.short}
              </span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function AppHeader() {
  return (
    <header className="app-header">
      <div className="app-header__bar">
        <Link className="brand" to={paths.home.getHref()}>
          <span className="brand__mark" aria-hidden="true">
            ₹
          </span>
          {APP_NAME}
        </Link>
        <MainNav />
        <div className="app-header__end">
          <ThemeToggle />
          <HeaderSession />
          <HeaderAvatar />
        </div>
      </div>
    </header>
  );
}
