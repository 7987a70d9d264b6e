import { Text } from '@react-email/text';
import { MailAction } from './action';
import { Layout } from './layout';
import type { TemplateProps } from './props';

/**
 * A rider whose account the desk opened (api/README.md, "People"): the link sets their first
 * password, so they can sign in and see the rides booked for them.
 */
export default function RiderInvitation(props: TemplateProps<'rider-invitation'>) {
  const { t, shop, values } = props;
  return (
    <Layout {...props} name={values.name}>
      <Text>{t('riderInvitation.intro', { shop: shop.name })}</Text>
      <MailAction href={values.link}>{t('riderInvitation.action')}</MailAction>
      <Text>{t('riderInvitation.expiry')}</Text>
    </Layout>
  );
}
