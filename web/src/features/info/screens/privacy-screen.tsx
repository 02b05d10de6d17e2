import { Link } from 'react-router-dom';
import { APP_NAME, COMPANY_NAME, GRIEVANCE_EMAIL, GRIEVANCE_OFFICER } from '../../../config/app';
import { paths } from '../../../config/paths';
import { InfoArticle } from '../components/info-article';

export function PrivacyScreen() {
  return (
    <InfoArticle
      title="Privacy policy"
      description="What personal data we collect, why the law requires much of it, how we protect it, and your rights."
      updated="1 November 2026"
    >
      <h2>Who we are</h2>
      <p>
        {COMPANY_NAME} runs {APP_NAME} and is the data fiduciary for your personal data under the Digital
        Personal Data Protection Act, 2023 (DPDP Act).
      </p>

      <h2>What we collect</h2>
      <h3>To open and protect your account</h3>
      <ul>
        <li>your email address and, once you add it, your mobile number;</li>
        <li>
          your password is handled by our sign-in service (Amazon Cognito) and never stored by us in readable
          form;
        </li>
        <li>device and connection details (IP address, browser, times of sign-in) to detect fraud.</li>
      </ul>
      <h3>To verify your identity (KYC)</h3>
      <ul>
        <li>your full name, date of birth and address;</li>
        <li>your Aadhaar number and PAN;</li>
        <li>images of your identity documents;</li>
        <li>your bank account number, IFSC and account holder name.</li>
      </ul>
      <h3>When you use the service</h3>
      <ul>
        <li>top-ups, card deposits, purchases, withdrawals and the TRC20 addresses involved.</li>
      </ul>

      <h2>Why we collect it</h2>
      <ul>
        <li>
          <strong>Legal obligation.</strong> As a reporting entity registered with FIU-IND, the Prevention of
          Money Laundering Act, 2002 and its rules require us to verify your identity, keep records and report
          certain transactions to FIU-IND.
        </li>
        <li>
          <strong>Tax.</strong> Your PAN is needed to deduct and deposit TDS under section 194S of the
          Income-tax Act, 1961.
        </li>
        <li>
          <strong>Running the service</strong> you asked for: moving money, buying USDT, keeping your wallet
          safe and answering your questions.
        </li>
      </ul>
      <p>We do not sell your data and do not use it for advertising.</p>

      <h2>Your Aadhaar number</h2>
      <p>We handle Aadhaar as the Aadhaar Act, 2016 and its regulations require:</p>
      <ul>
        <li>we use it only to verify your identity, with your consent;</li>
        <li>it is stored encrypted, separately from other data, and only a few trained staff can see it;</li>
        <li>everywhere in the app it is masked: only the last four digits are shown (XXXX XXXX 1234);</li>
        <li>we never share or publish it, except where a law requires us to;</li>
        <li>
          you may offer another officially valid document (passport, voter ID, driving licence) instead.
        </li>
      </ul>

      <h2>Who we share data with</h2>
      <ul>
        <li>FIU-IND, tax authorities, courts and law-enforcement agencies, when the law requires it;</li>
        <li>
          service providers that work for us under contract and only on our instructions: cloud hosting (data
          stored in India, in the AWS Mumbai region), identity verification, payment and banking partners.
        </li>
      </ul>

      <h2>How long we keep it</h2>
      <p>
        The PMLA requires us to keep KYC and transaction records for five years after our relationship ends,
        that is, after your account is closed. We delete them when that period is over. Other data is deleted
        once we no longer need it for the purpose it was collected for.
      </p>

      <h2>How we protect it</h2>
      <p>
        Data is encrypted in transit and at rest, access is limited to staff who need it and is logged, and
        document images are kept in private storage that only our own systems can reach.
      </p>

      <h2>Your rights under the DPDP Act</h2>
      <ul>
        <li>
          <strong>Access:</strong> a summary of the personal data we hold about you and how we use it.
        </li>
        <li>
          <strong>Correction:</strong> correction, completion or updating of inaccurate or incomplete data.
        </li>
        <li>
          <strong>Erasure:</strong> deletion of data we no longer need, except records the law obliges us to
          keep (such as KYC records under the PMLA).
        </li>
        <li>
          <strong>Withdrawing consent</strong> for uses based on consent; this may mean we can no longer
          provide the service.
        </li>
        <li>
          <strong>Nomination:</strong> naming a person to exercise your rights if you die or become unable to.
        </li>
        <li>
          <strong>Grievance redressal:</strong> write to our Grievance Officer, {GRIEVANCE_OFFICER}, at{' '}
          <a href={`mailto:${GRIEVANCE_EMAIL}`}>{GRIEVANCE_EMAIL}</a>. If you are not satisfied with our
          answer, you may complain to the Data Protection Board of India.
        </li>
      </ul>

      <h2>Storage in your browser</h2>
      <p>
        {APP_NAME} keeps your sign-in session and your theme choice in your browser's local storage. We do not
        use advertising or tracking cookies.
      </p>

      <h2>Changes to this policy</h2>
      <p>
        We will tell you by email before a significant change takes effect. Questions? See our{' '}
        <Link to={paths.info.contacts.getHref()}>contacts</Link>.
      </p>
    </InfoArticle>
  );
}
