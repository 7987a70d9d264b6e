import { Button } from '@react-email/button';
import { Link } from '@react-email/link';
import { Text } from '@react-email/text';
import { buttonStyle, Layout } from './layout';
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
          <Button href={values.link} style={buttonStyle}>
            {t('staffInvitation.action')}
          </Button>
          <Text>
            <Link href={values.link}>{values.link}</Link>
          </Text>
          <Text>{t('staffInvitation.expiry')}</Text>
        </>
      )}
    </Layout>
  );
}
