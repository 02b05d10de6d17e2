import { Link } from 'react-router-dom';
import { APP_NAME } from '../../../config/app';
import { paths } from '../../../config/paths';
import { InfoArticle } from '../components/info-article';

export function FaqScreen() {
  return (
    <InfoArticle
      title="Frequently asked questions"
      description={`Quick answers about accounts, KYC, USDT, fees and taxes on ${APP_NAME}.`}
    >
      <h2>Who can use {APP_NAME}?</h2>
      <p>
        Anyone aged 18 or over who lives in India and has a PAN and a bank account in their own name. See the{' '}
        <Link to={paths.info.terms.getHref()}>terms and conditions</Link> for the full list.
      </p>

      <h2>Why do you need my PAN and Aadhaar?</h2>
      <p>
        Crypto platforms in India are reporting entities under the Prevention of Money Laundering Act, 2002
        and must verify every customer (KYC) and register with FIU-IND. Your PAN is also needed for the 1% TDS
        on crypto transfers. Aadhaar is stored encrypted and always shown masked; you may use another
        officially valid document instead. Read more in our{' '}
        <Link to={paths.info.privacy.getHref()}>privacy policy</Link>.
      </p>

      <h2>How long does verification take?</h2>
      <p>
        Most accounts are verified within one working day. Your wallets and the Account page show where your
        review stands; if we need something from you, such as a clearer photo, they show the reviewer's note.
      </p>

      <h2>What is USDT (TRC20)?</h2>
      <p>
        USDT is a stablecoin issued by Tether that aims to keep the value of one US dollar. TRC20 means it
        runs on the TRON blockchain, where transfers are fast and cheap. TRON addresses start with the letter
        T and are 34 characters long. Send USDT to and from TRON addresses only: coins sent on another network
        are lost.
      </p>

      <h2>How do I add rupees?</h2>
      <p>
        Top up your INR wallet by UPI or by bank transfer (IMPS, NEFT or RTGS) from your own bank account, or
        deposit with a debit or credit card. Money from someone else's account is returned.
      </p>

      <h2>What fees and taxes will I pay?</h2>
      <p>
        You see the rate, our fee (plus 18% GST) and any TDS before you confirm, so there are no surprises.
        TDS of 1% under section 194S of the Income-tax Act is deposited against your PAN. Gains on crypto are
        taxed at 30% under section 115BBH; please ask a tax adviser about your own situation.
      </p>

      <h2>I sent USDT to the wrong address. Can you reverse it?</h2>
      <p>
        No. Blockchain transfers are final, and nobody, including us, can reverse them. Always check the
        address and network before you confirm a withdrawal.
      </p>

      <h2>How do I know you hold my money?</h2>
      <p>
        Every day we publish our <Link to={paths.info.proofOfReserves.getHref()}>proof of reserves</Link>:
        what all customers hold in total, as a tree in which your browser can check your own balance, from the
        Account page.
      </p>

      <h2>How do I close my account and delete my data?</h2>
      <p>
        Withdraw your balances, then write to support from your account's email address. We delete your data
        except the KYC and transaction records the law requires us to keep for five years after closing.
      </p>
    </InfoArticle>
  );
}
