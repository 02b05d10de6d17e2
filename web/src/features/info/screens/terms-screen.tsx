import { Link } from 'react-router-dom';
import { APP_NAME, COMPANY_NAME } from '../../../config/app';
import { paths } from '../../../config/paths';
import { InfoArticle } from '../components/info-article';

export function TermsScreen() {
  return (
    <InfoArticle
      title="Terms and conditions"
      description={`The agreement between you and ${COMPANY_NAME} when you use ${APP_NAME}. Please read it before you open an account.`}
      updated="26 November 2026"
    >
      <h2>1. About these terms</h2>
      <p>
        {APP_NAME} is operated by {COMPANY_NAME}, a company incorporated in India ("we", "us"). By creating an
        account you accept these terms and our <Link to={paths.info.privacy.getHref()}>privacy policy</Link>.
        If you do not agree, please do not use {APP_NAME}.
      </p>

      <h2>2. Who can use {APP_NAME}</h2>
      <p>You may open an account only if all of the following are true:</p>
      <ul>
        <li>you are at least 18 years old and able to enter into a contract under Indian law;</li>
        <li>you are a resident of India with a valid PAN;</li>
        <li>you have a savings or current account with a bank in India, in your own name;</li>
        <li>you act for yourself, not on behalf of another person or a business;</li>
        <li>you are not barred from financial services by any law, court order or sanctions list.</li>
      </ul>
      <p>Each person may hold one account.</p>

      <h2>3. Identity checks (KYC) and anti-money-laundering</h2>
      <p>
        Providers of virtual digital asset (VDA) services are reporting entities under the Prevention of Money
        Laundering Act, 2002 (PMLA) and must be registered with the Financial Intelligence Unit – India
        (FIU-IND). {COMPANY_NAME} is registered with FIU-IND as a reporting entity. As the PMLA and the
        Prevention of Money-laundering (Maintenance of Records) Rules, 2005 require, we:
      </p>
      <ul>
        <li>verify your identity, address and PAN before you can add money or buy crypto;</li>
        <li>may ask for more documents or information at any time (enhanced due diligence);</li>
        <li>monitor transactions and report suspicious or large transactions to FIU-IND;</li>
        <li>keep identity and transaction records for at least five years after your account is closed;</li>
        <li>
          may refuse, hold or reverse a transaction, or freeze an account, when the law requires it or we
          reasonably suspect fraud or money laundering.
        </li>
      </ul>

      <h2>4. What we offer</h2>
      <ul>
        <li>an INR wallet you top up by UPI or bank transfer from your own bank account, or by card;</li>
        <li>buying USDT (Tether) on the TRON network (TRC20) with the rupees in your INR wallet;</li>
        <li>selling USDT from your USDT wallet to us for rupees, paid into your INR wallet;</li>
        <li>holding USDT and sending it to TRC20 addresses.</li>
      </ul>
      <p>
        We support USDT on the TRON network only. USDT sent to or from another network, or to a wrong address,
        cannot be recovered.
      </p>

      <h2>5. Prices, fees and taxes</h2>
      <ul>
        <li>
          Before you confirm a buy or a sell we show the rate, our fee and any taxes. A quote is valid for the
          time shown with it; after that you get a new quote. We buy USDT from you at a rate a little below
          the rate we sell at; the difference is shown with every sell quote.
        </li>
        <li>Our fees are subject to GST at 18%, shown separately.</li>
        <li>
          <strong>When you sell USDT to us</strong>, we deduct tax at source (TDS) at 1% of what we pay you,
          after our fee and its GST, as section 194S of the Income-tax Act, 1961 (carried on by the Income-tax
          Act, 2025) requires, once what we pay you for your sells in a financial year (April to March), after
          fee and GST, passes ₹10,000: on the sell that passes it, on all of that sell, and on every sell
          after it that year. Each quote says whether TDS applies. We deposit it with the Income Tax
          Department against your PAN and report it every quarter; you can see it in your Form 26AS and Annual
          Information Statement.
        </li>
        <li>
          <strong>When you buy USDT from us, we pay the TDS ourselves.</strong> The law can put 1% TDS on you
          as the buyer once your buys pass ₹50,000 in a financial year (April to March). By accepting these
          terms you agree that we take that duty on instead: nothing is deducted from you, you pay exactly the
          amount shown, and we deposit the 1% from our own money and file the statement for it. This agreement
          is made under the Central Board of Direct Taxes’ guidance (Circular 13 of 2022).
        </li>
        <li>
          Income from transferring VDAs is taxed at 30% under section 115BBH, and losses cannot be set off
          against other income. You are responsible for reporting your income and paying your own taxes.
        </li>
      </ul>

      <h2>6. Risks you accept</h2>
      <ul>
        <li>
          Crypto assets are not legal tender in India and are not issued, backed or guaranteed by the Reserve
          Bank of India or the Government of India.
        </li>
        <li>
          USDT is issued by a private company and aims to track the US dollar, but it can lose that link. Its
          value in rupees also moves with the USD–INR exchange rate.
        </li>
        <li>
          Balances held as crypto are not bank deposits and are not covered by deposit insurance (DICGC).
        </li>
        <li>Blockchain transfers cannot be reversed once confirmed.</li>
        <li>
          Laws and taxes on crypto in India may change, and may affect what you can do with your assets.
        </li>
      </ul>

      <h2>7. No investment advice</h2>
      <p>
        We do not give investment, legal or tax advice. Nothing on {APP_NAME} is a recommendation to buy, sell
        or hold any asset. Decide for yourself, and consult a qualified adviser if you are unsure.
      </p>

      <h2>8. Keeping your account safe</h2>
      <ul>
        <li>Keep your password, security PIN and one-time codes secret. We will never ask you for them.</li>
        <li>Turn on two-factor authentication.</li>
        <li>Tell us at once if you think someone else has used your account.</li>
        <li>Keep your details accurate and up to date.</li>
      </ul>

      <h2>9. Suspending and closing accounts</h2>
      <p>
        You can close your account at any time once your balances are zero or withdrawn. We may suspend or
        close an account that breaks these terms or the law, with notice where the law allows.
      </p>

      <h2>10. Our liability</h2>
      <p>
        We provide {APP_NAME} with reasonable care and skill. We are not liable for losses caused by market
        movements, by events outside our reasonable control, or by you sending assets to a wrong address or
        network. Nothing in these terms limits liability that cannot be limited under Indian law.
      </p>

      <h2>11. Complaints and disputes</h2>
      <p>
        Contact our support team or our Grievance Officer as described on the{' '}
        <Link to={paths.info.contacts.getHref()}>contacts page</Link>. These terms are governed by the laws of
        India, and the courts of Bengaluru, Karnataka have jurisdiction.
      </p>

      <h2>12. Changes to these terms</h2>
      <p>
        We will tell you by email at least 15 days before a change that affects you takes effect, unless a
        change is required sooner by law.
      </p>
    </InfoArticle>
  );
}
