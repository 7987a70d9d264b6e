import { useTranslation } from 'react-i18next';
// Registers the `messages` namespace: the login page's MessageBox is the first to need it.
import './locales/messages';
import { isVisibleMessage } from './requestStatus';
import { LiveRegion } from './LiveRegion';

/**
 * A line in the language shown: shared-auth's own sentences (the `messages` catalogue's keys)
 * translated, any other (the api's, already in the request's language) as it came. In English,
 * whose catalogue the page does not carry, and until another language's is in, a line is not
 * found and stays the store's English: never a key.
 */
function useSay(): (line: string) => string {
  const { t } = useTranslation('messages');
  // A line is looked up whole and shown as it is: i18next would otherwise read an api sentence's
  // 'ui:…' as another namespace's key and fill or nest its '{{…}}' and '$t(…)'.
  return (line) => t(line, { defaultValue: line, nsSeparator: false, skipInterpolation: true });
}

function MessageText({ message }: { message: string | string[] }) {
  const say = useSay();
  return Array.isArray(message) ? (
    <ul>
      {message.map((line) => (
        <li key={line}>{say(line)}</li>
      ))}
    </ul>
  ) : (
    <p>{say(message)}</p>
  );
}

/**
 * Shows a store message to the user, in the language shown (shared-auth's own sentences are
 * translated here, the api's come in it): one paragraph, or a list with one line per validation
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
