/** The waiting applications, oldest first: who, their email, when they sent it. */
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { formatIstDateTime } from '../../../lib/format-time';
import type { ReviewQueue } from '../api/get-review-queue';

export function ReviewQueueTable({ applications }: { applications: ReviewQueue['applications'] }) {
  return (
    <table className="review-table">
      <caption className="visually-hidden">Applications waiting for review, oldest first</caption>
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Email</th>
          <th scope="col">Submitted</th>
        </tr>
      </thead>
      <tbody>
        {applications.map((application) => (
          <tr key={application.userId}>
            <th scope="row" data-label="Name">
              <Link to={paths.ops.kycApplication.getHref(application.userId)}>{application.fullName}</Link>
            </th>
            <td data-label="Email">{application.email}</td>
            <td data-label="Submitted">
              <time dateTime={application.submittedAt}>{formatIstDateTime(application.submittedAt)}</time>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
