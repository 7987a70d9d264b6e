import { Body } from '@react-email/body';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Text } from '@react-email/text';
import { isValidElement, type ReactNode } from 'react';
import type { MailKind } from '../outbox';
import type { TemplateProps } from './props';

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
