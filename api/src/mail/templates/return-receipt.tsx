import { Text } from '@react-email/text';
import { formatDate } from 'shared-domain';
import { Layout } from './layout';
import type { TemplateProps } from './props';

/**
 * What the desk recorded at take-back (docs/PRODUCT.md, "The shop's desk"): the times out and
 * back on the shop's clock, the km ridden, how late, the damage and the note.
 */
export default function ReturnReceipt(props: TemplateProps<'return-receipt'>) {
  const { t, locale, shop, values } = props;
  const time = (at: number) => formatDate(at, 'dayTime', locale, shop.time_zone);
  return (
    <Layout {...props} name={values.name}>
      <Text>{t('returnReceipt.intro', { motorcycle: values.motorcycle, shop: shop.name })}</Text>
      <Text>
        {t('returnReceipt.out', { time: time(values.outAt) })}
        <br />
        {t('returnReceipt.back', { time: time(values.backAt) })}
        <br />
        {t('returnReceipt.km', { count: values.km })}
        <br />
        {values.lateMinutes > 0
          ? t('returnReceipt.late', { count: values.lateMinutes })
          : t('returnReceipt.onTime')}
      </Text>
      <Text>
        {values.damage
          ? t('returnReceipt.damage', { damage: values.damage })
          : t('returnReceipt.noDamage')}
      </Text>
      {values.note ? <Text>{t('returnReceipt.note', { note: values.note })}</Text> : null}
      <Text>{t('returnReceipt.thanks')}</Text>
    </Layout>
  );
}
