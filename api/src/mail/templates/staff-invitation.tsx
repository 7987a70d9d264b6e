import { Text } from '@react-email/text';
import { MailAction } from './action';
import { Layout } from './layout';
import type { TemplateProps } from './props';

/** An owner's invitation (api/README.md, "Staff"): a new account's link, or a rider promoted. */
export default function StaffInvitation(props: TemplateProps<'staff-invitation'>) {
  const { t, shop, values } = props;
  const intro =
    values.role === 'owner'
      ? t('staffInvitation.introOwner', { shop: shop.name })
      : t('staffInvitation.introStaff', { shop: shop.name });
  return (
    <Layout {...props} name={values.name}>
      <Text>{intro}</Text>
      {values.link === null ? (
        <Text>{t('staffInvitation.signIn')}</Text>
      ) : (
        <>
          <MailAction href={values.link}>{t('staffInvitation.action')}</MailAction>
          <Text>{t('staffInvitation.expiry')}</Text>
        </>
      )}
    </Layout>
  );
}
