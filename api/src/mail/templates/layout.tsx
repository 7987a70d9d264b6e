import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Text } from '@react-email/text';
import { isValidElement, type ReactNode } from 'react';
import type { ShopProfile } from 'shared-domain';
import type { Locale, MailTranslate } from '../../lib/i18n';
import type { MailKind, MailValues } from '../outbox';

// What the mails share: what a template is given, the page around its paragraphs, its call to
// action.

/** What a template is given: its sentences, in the recipient's language, and the shop. */
export interface TemplateProps<K extends MailKind> {
  t: MailTranslate;
  locale: Locale;
  shop: ShopProfile;
  values: MailValues[K];
}

const page = { fontFamily: 'Helvetica, Arial, sans-serif', color: '#222222' };
const footer = { color: '#666666', fontSize: '12px', lineHeight: '18px', margin: '0' };

/**
 * What every mail shares (api/README.md, "Mail"): the greeting, and a footer naming the shop
 * with its address and phone, so a rider knows who writes and how to reach them.
 */
export function Layout({
  t,
  locale,
  shop,
  name,
  children,
}: Omit<TemplateProps<never>, 'values'> & { name: string; children: ReactNode }) {
  return (
    <Html lang={locale}>
      <Head />
      <Body style={page}>
        <Container>
          <Text>{t('greeting', { name })}</Text>
          {children}
          <Hr />
          <Text style={footer}>{shop.name}</Text>
          {shop.address ? <Text style={footer}>{shop.address}</Text> : null}
          {shop.phone ? (
            <Text style={footer}>{t('footer.phone', { phone: shop.phone })}</Text>
          ) : null}
        </Container>
      </Body>
    </Html>
  );
}

/**
 * A mail that is its paragraphs in the Layout, greeting its recipient by name: each text one
 * paragraph, an element (a call to action) as it is.
 */
export function paragraphs<K extends MailKind>(write: (props: TemplateProps<K>) => ReactNode[]) {
  return function Paragraphs(props: TemplateProps<K>) {
    return (
      <Layout {...props} name={props.values.name}>
        {write(props).map((part, index) =>
          isValidElement(part) ? part : <Text key={index}>{part}</Text>,
        )}
      </Layout>
    );
  };
}

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
