import { Link, NavLink } from 'react-router-dom';
import { APP_NAME } from '../../config/app';
import { paths } from '../../config/paths';
import { isReviewer } from '../../lib/auth/reviewers';
import { useAuth } from '../../lib/auth/use-auth';
import { Icon, type IconName } from '../ui/icon/icon';
import { ThemeToggle } from '../ui/theme-toggle/theme-toggle';
import { HeaderAvatar } from './header-avatar';
import { HeaderSession } from './header-session';

const NAV_ITEMS: { label: string; href: string; icon: IconName }[] = [
  { label: 'Buy crypto', href: paths.wallets.buyCrypto.getHref(), icon: 'buy' },
  { label: 'Top up', href: paths.wallets.topUp.getHref(), icon: 'topUp' },
  { label: 'Card deposit', href: paths.wallets.cardDeposit.getHref(), icon: 'card' },
  { label: 'Account', href: paths.account.getHref(), icon: 'user' },
];

function MainNav() {
  const { user } = useAuth();
  // Reviewers get their queue next to the customer pages; everyone else never sees the item.
  const items = isReviewer(user)
    ? [...NAV_ITEMS, { label: 'Reviews', href: paths.ops.kycQueue.getHref(), icon: 'user' as IconName }]
    : NAV_ITEMS;
  return (
    <nav className="main-nav" aria-label="Main">
      <ul className="main-nav__list">
        {items.map((item) => (
          <li key={item.href}>
            <NavLink className="main-nav__link" to={item.href}>
              <Icon name={item.icon} size={18} />
              {item.label}
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
