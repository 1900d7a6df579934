import { CircleAlert } from 'lucide-react';

/**
 * A form's live problem line: an alert region that is always there (so a
 * screen reader hears the message the moment it appears) and shows the
 * server's words when there are any.
 */
export function FormProblem({ problem }: { problem: string | null }) {
  return (
    <div className="account-status" role="alert">
      {problem !== null && (
        <p className="account-notice account-notice--error">
          <CircleAlert aria-hidden="true" size={18} />
          <span>{problem}</span>
        </p>
      )}
    </div>
  );
}
