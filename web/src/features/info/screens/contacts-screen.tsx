import { Banner } from '../../../components/ui/banner/banner';
import {
  APP_NAME,
  COMPANY_NAME,
  GRIEVANCE_EMAIL,
  GRIEVANCE_OFFICER,
  SUPPORT_EMAIL,
  SUPPORT_HOURS,
} from '../../../config/app';
import { InfoArticle } from '../components/info-article';

export function ContactsScreen() {
  return (
    <InfoArticle
      title="Contacts"
      description={`How to reach the ${APP_NAME} team, and where to send a complaint.`}
    >
      <h2>Customer support</h2>
      <p>
        Email <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> from the address of your account, so we
        can find it quickly.
      </p>
      <p>
        We answer {SUPPORT_HOURS}, usually within one working day. Write "Urgent" in the subject if you think
        someone else has used your account: we will freeze it first and ask questions after.
      </p>

      <h2>Grievance Officer</h2>
      <p>
        If support did not solve your problem, or for any complaint about your personal data, write to our
        Grievance Officer:
      </p>
      <address>
        {GRIEVANCE_OFFICER}
        <br />
        Grievance Officer, {COMPANY_NAME}
        <br />
        <a href={`mailto:${GRIEVANCE_EMAIL}`}>{GRIEVANCE_EMAIL}</a>
        <br />
        (Registered office address: placeholder), Bengaluru, Karnataka 560001
      </address>
      <p>
        We acknowledge every complaint within 48 hours and aim to resolve it within 30 days. For data
        protection complaints you may then approach the Data Protection Board of India.
      </p>

      <h2>Stay safe</h2>
      <Banner tone="warning" title="We will never ask for your password, PIN or one-time codes">
        Not by email, phone, WhatsApp or social media. Anyone who asks is not from {APP_NAME}.
      </Banner>
    </InfoArticle>
  );
}
