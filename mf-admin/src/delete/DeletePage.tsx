import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { describeRequest, resolveAssetUrl } from 'shared-auth';
import {
  ConfirmDialog,
  EmptyState,
  ErrorState,
  FallbackImage,
  LoadingState,
  PendingButton,
  RequestOutcome,
} from 'shared-ui';
import { useGetMotorcyclesQuery } from 'shared-auth/api';
import type { Motorcycle } from 'shared-domain';
import { useDeleteMotorcycleMutation } from '../api/motorcycleApi';
import { AdminPage } from '../ui/AdminPage';
import { useConfirmedAction } from '../ui/useConfirmedAction';
import './delete.css';

/**
 * /delete: exposed as './DeletePage'; the shell shows it to administrators only. Every motorcycle
 * with an Edit link and a Delete button, and the YES/NO question before anything is deleted
 * (docs/PRODUCT.md, "The catalogue"). The list is the shared catalogue query, so a deletion here
 * also refreshes the carousel.
 */
export default function DeletePage() {
  const { t } = useTranslation(['admin', 'ui']);
  const { data, isLoading, isError, refetch } = useGetMotorcyclesQuery();
  const [deleteMotorcycle, request] = useDeleteMotorcycleMutation();
  const status = describeRequest(request, t('delete.pending'));
  const deletingId = status.loading ? request.originalArgs : undefined;

  const { target, ask, no, yes, result } = useConfirmedAction<Motorcycle>(
    ({ id }) => deleteMotorcycle(id),
    status.loading,
  );

  let body;
  if (isLoading) body = <LoadingState text={t('ui:loadingMotorcycles')} />;
  else if (isError && !data) body = <ErrorState onRetry={() => void refetch()} />;
  else if (!data || data.length === 0) {
    body = (
      <EmptyState title={t('ui:noMotorcycles.title')} hint={t('ui:noMotorcycles.hint')}>
        <Link className="button" to="/motorcycle/new">
          {t('add.title')}
        </Link>
      </EmptyState>
    );
  } else {
    body = (
      <ul className="admin-delete-list" aria-label={t('delete.list')}>
        {data.map((motorcycle) => {
          const deleting = motorcycle.id === deletingId;
          return (
            <li key={motorcycle.id} className="admin-delete-list__item">
              <FallbackImage
                className="admin-delete-list__thumb"
                src={resolveAssetUrl(motorcycle.imageLink)}
                alt={t('delete.photo', { motorcycle: motorcycle.name })}
                fallbackAlt={t('delete.noPhoto', { motorcycle: motorcycle.name })}
                width={112}
                height={78}
                loading="lazy"
              />
              <div className="admin-delete-list__text">
                <h2 className="admin-delete-list__name">{motorcycle.name}</h2>
                <p className="admin-delete-list__model">{motorcycle.model}</p>
              </div>
              <div className="admin-delete-list__actions">
                <Link
                  className="button button--secondary admin-delete-list__button"
                  to={`/motorcycle/${motorcycle.id}/edit`}
                  aria-label={t('delete.editOne', { motorcycle: motorcycle.name })}
                >
                  {t('delete.edit')}
                </Link>
                <PendingButton
                  className="button button--danger admin-delete-list__button"
                  aria-label={
                    deleting
                      ? t('delete.deleting', { motorcycle: motorcycle.name })
                      : t('delete.deleteOne', { motorcycle: motorcycle.name })
                  }
                  // Every row waits while one deletion runs.
                  pending={status.loading}
                  onClick={ask(motorcycle)}
                >
                  {deleting ? status.message : t('delete.delete')}
                </PendingButton>
              </div>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <AdminPage title={t('delete.title')} lead={t('delete.lead')}>
      <div className="admin-delete-list__result" ref={result} tabIndex={-1}>
        <RequestOutcome status={status} />
      </div>

      {body}

      <ConfirmDialog open={target !== null} question={t('delete.question')} onYes={yes} onNo={no}>
        {target && (
          <p>
            <strong>{target.name}</strong> {t('delete.text', { model: target.model })}
          </p>
        )}
      </ConfirmDialog>
    </AdminPage>
  );
}
