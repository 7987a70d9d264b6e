import { Text } from '@react-email/text';
import { Layout } from './layout';
import type { TemplateProps } from './props';

/**
 * Two-factor sign-in turned off, by the account itself or reset by an owner (api/README.md,
 * "Two-factor sign-in"): whoever holds the address learns of it even if they did not ask.
 */
export default function TwoFactorOff(props: TemplateProps<'two-factor-off'>) {
  const { t, shop, values } = props;
  if (values.by === 'self') {
    return (
      <Layout {...props} name={values.name}>
        <Text>{t('twoFactorOff.body', { shop: shop.name })}</Text>
        <Text>{t('twoFactorOff.notYou')}</Text>
      </Layout>
    );
  }
  return (
    <Layout {...props} name={values.name}>
      <Text>{t('twoFactorOff.byOwner', { shop: shop.name })}</Text>
      <Text>{t(values.setUpAgain ? 'twoFactorOff.setUpAgain' : 'twoFactorOff.passwordAlone')}</Text>
      <Text>{t('twoFactorOff.notAsked')}</Text>
    </Layout>
  );
}
