import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState, ErrorState, LoadingState } from 'shared-ui';
import { useRouteMotorcycle } from 'shared-auth/api';
import { AdminPage } from '../ui/AdminPage';
import { WorkshopSection } from '../blocks/WorkshopSection';
import { EditMotorcycleForm } from './EditMotorcycleForm';
import './edit.css';

/**
 * /motorcycle/:id/edit: exposed as './EditMotorcyclePage'; the shell shows it to administrators
 * only. The motorcycle comes from the shared list, so arriving from the delete list costs no
 * request, and a saved change refreshes the carousel and the detail page with it. Under the form,
 * the scooter can be taken out of service for a time (its workshop blocks).
 */
export default function EditMotorcyclePage() {
  const { t } = useTranslation('admin');
  const { rawId, motorcycle, notFound, isError, refetch } = useRouteMotorcycle();

  let body;
  if (motorcycle) {
    // Keyed by id: another motorcycle's page starts from its own values.
    body = (
      <>
        <EditMotorcycleForm key={motorcycle.id} motorcycle={motorcycle} />
        <WorkshopSection key={`workshop-${motorcycle.id}`} motorcycle={motorcycle} />
      </>
    );
  } else if (notFound) {
    body = (
      <EmptyState title={t('edit.notFound')} hint={t('edit.notFound.hint', { id: rawId ?? '' })}>
        <Link className="button" to="/delete">
          {t('edit.back')}
        </Link>
      </EmptyState>
    );
  } else if (isError) {
    body = <ErrorState onRetry={() => void refetch()} />;
  } else {
    body = <LoadingState text={t('edit.loading')} />;
  }

  return (
    <AdminPage title={t('edit.title')} lead={t('edit.lead')}>
      {motorcycle && (
        <p className="admin-edit__back">
          <Link to="/delete">{t('edit.back')}</Link>
        </p>
      )}
      {body}
    </AdminPage>
  );
}
