import { Link } from 'react-router-dom';
import { APP_NAME, COMPANY_NAME } from '../../config/app';
import { paths } from '../../config/paths';

const INFO_LINKS = [
  { label: 'Terms and conditions', href: paths.info.terms.getHref() },
  { label: 'Privacy policy', href: paths.info.privacy.getHref() },
  { label: 'Contacts', href: paths.info.contacts.getHref() },
  { label: 'FAQ', href: paths.info.faq.getHref() },
  { label: 'Proof of reserves', href: paths.info.proofOfReserves.getHref() },
];

export function AppFooter() {
  return (
    <footer className="app-footer">
      <div className="app-footer__inner">
        <nav aria-label="Information">
          <ul className="app-footer__links">
            {INFO_LINKS.map((link) => (
              <li key={link.href}>
                <Link to={link.href}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        {/* The risk disclaimer ASCI's guidelines require on crypto (VDA) communication in India. */}
        <p className="app-footer__risk">
          Crypto products and NFTs are unregulated and can be highly risky. There may be no regulatory
          recourse for any loss from such transactions.
        </p>
        <p className="app-footer__legal">
          © {new Date().getFullYear()} {COMPANY_NAME}. {APP_NAME} is registered with FIU-IND as a reporting
          entity.
        </p>
      </div>
    </footer>
  );
}
