import { Button } from '@react-email/button';
import { Link } from '@react-email/link';
import { Text } from '@react-email/text';
import type { ReactNode } from 'react';

const buttonStyle = {
  backgroundColor: '#1f6f8b',
  color: '#ffffff',
  padding: '12px 20px',
  borderRadius: '4px',
};

/**
 * The one call to action of a mail: a button, then its address written out, for the mail
 * readers that show no buttons and for the plain-text part.
 */
export function MailAction({ href, children }: { href: string; children: ReactNode }) {
  return (
    <>
      <Button href={href} style={buttonStyle}>
        {children}
      </Button>
      <Text>
        <Link href={href}>{href}</Link>
      </Text>
    </>
  );
}
