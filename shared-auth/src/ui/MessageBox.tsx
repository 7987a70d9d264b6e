import { isVisibleMessage } from '../api/requestStatus';
import './message-box.css';

/**
 * Shows a store message to the user: one paragraph, or a list with one line per validation
 * error. 'Loading...'-style messages stay hidden: the button or the page already says that a
 * request is running (docs/PRODUCT.md, "Messages"). Announced to screen readers.
 */
export function MessageBox({ message, error }: { message: string | string[]; error: boolean }) {
  if (!isVisibleMessage(message)) return null;
  const className = `message-box ${error ? 'message-box--error' : 'message-box--success'}`;
  return (
    <div className={className} role={error ? 'alert' : 'status'}>
      {Array.isArray(message) ? (
        <ul>
          {message.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : (
        <p>{message}</p>
      )}
    </div>
  );
}
