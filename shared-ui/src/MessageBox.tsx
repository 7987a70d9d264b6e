import { isVisibleMessage } from './requestStatus';
import { LiveRegion } from './LiveRegion';

function MessageText({ message }: { message: string | string[] }) {
  return Array.isArray(message) ? (
    <ul>
      {message.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  ) : (
    <p>{message}</p>
  );
}

/**
 * Shows a store message to the user: one paragraph, or a list with one line per validation
 * error. 'Loading...'-style messages stay hidden: the button or the page already says that a
 * request is running (docs/PRODUCT.md, "Messages"). A success is said politely from a live region
 * that is on the page before its text, so one that is already there when the page opens
 * ("Created Your Account") is read too; an error is an alert, which screen readers read as soon
 * as it appears.
 */
export function MessageBox({ message, error }: { message: string | string[]; error: boolean }) {
  const visible = isVisibleMessage(message);
  return (
    <>
      <LiveRegion>
        {visible && !error && (
          <div className="message-box message-box--success">
            <MessageText message={message} />
          </div>
        )}
      </LiveRegion>
      {visible && error && (
        <div className="message-box message-box--error" role="alert">
          <MessageText message={message} />
        </div>
      )}
    </>
  );
}
