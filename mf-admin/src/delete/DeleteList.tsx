import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import {
  ConfirmDialog,
  describeRequest,
  MessageBox,
  resolveAssetUrl,
  useGetMotorcyclesQuery,
} from 'shared-auth';
import type { Motorcycle } from 'shared-domain';
import { FallbackImage } from '../ui/FallbackImage';
import { useDeleteMotorcycleMutation } from './deleteMotorcycleApi';
import './DeleteList.css';

export const DELETE_QUESTION = 'Are you Sure you want delete this Motorcycle ?';

/**
 * Every motorcycle with a Delete button; the SPEC's YES/NO modal before anything is deleted. The
 * list is the shared catalogue query, so a deletion here also refreshes the carousel.
 */
export function DeleteList() {
  const list = useGetMotorcyclesQuery();
  const [deleteMotorcycle, request] = useDeleteMotorcycleMutation();
  const status = describeRequest(request, 'Deleting...');
  const deletingId = status.loading ? request.originalArgs : undefined;

  const [target, setTarget] = useState<Motorcycle | null>(null);
  // Where focus goes once the dialog has closed: back to the button that opened it.
  const opener = useRef<HTMLButtonElement | null>(null);
  const restoreFocus = useRef(false);
  const result = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // Runs after the dialog's own effect has closed it, when the page is no longer inert.
    if (target === null && restoreFocus.current) {
      restoreFocus.current = false;
      opener.current?.focus();
    }
  }, [target]);

  const ask = (motorcycle: Motorcycle) => (event: MouseEvent<HTMLButtonElement>) => {
    if (status.loading) return;
    opener.current = event.currentTarget;
    setTarget(motorcycle);
  };

  const no = () => {
    restoreFocus.current = true;
    setTarget(null);
  };

  const yes = async () => {
    if (!target) return;
    const { id } = target;
    restoreFocus.current = true;
    setTarget(null);
    await deleteMotorcycle(id);
    // The row leaves the list once it refreshes: the outcome is the sensible place to be.
    result.current?.focus();
  };

  return (
    <>
      <div className="delete-list__result" ref={result} tabIndex={-1}>
        <p className="admin-visually-hidden" role="status">
          {status.loading ? status.message : ''}
        </p>
        <MessageBox message={status.message} error={status.error} />
      </div>

      <ListBody
        list={list}
        deletingId={deletingId}
        busy={status.loading}
        pendingText={status.message}
        onDelete={ask}
      />

      <ConfirmDialog open={target !== null} question={DELETE_QUESTION} onYes={yes} onNo={no}>
        {target && (
          <p>
            <strong>{target.name}</strong> ({target.model}) will no longer be offered to riders.
          </p>
        )}
      </ConfirmDialog>
    </>
  );
}

interface ListState {
  data?: Motorcycle[];
  isLoading: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

interface ListBodyProps {
  list: ListState;
  deletingId: number | undefined;
  busy: boolean;
  pendingText: string | string[];
  onDelete: (motorcycle: Motorcycle) => (event: MouseEvent<HTMLButtonElement>) => void;
}

function ListBody({ list, deletingId, busy, pendingText, onDelete }: ListBodyProps) {
  const { data, isLoading, isError, isFetching, refetch } = list;

  if (isLoading) {
    return (
      <p className="delete-list__state" role="status">
        Loading... your motorcycles
      </p>
    );
  }

  if (isError && !data) {
    return (
      <div className="delete-list__state" role="alert">
        <p className="delete-list__state-title">Upss! There is an Error</p>
        <p>Please Check your Connection and try Again!</p>
        <button
          type="button"
          className="button"
          onClick={() => void refetch()}
          aria-disabled={isFetching || undefined}
        >
          Retry
        </button>
      </div>
    );
  }

  if (!data || data.length === 0) {
    return (
      <div className="delete-list__state">
        <p className="delete-list__state-title">Upss! There is no motorcycles</p>
        <p>But you can Add it or Contact the App Adm.</p>
        <Link className="button" to="/motorcycle/new">
          Add a motorcycle
        </Link>
      </div>
    );
  }

  return (
    <ul className="delete-list" aria-label="Motorcycles">
      {data.map((motorcycle) => {
        const deleting = motorcycle.id === deletingId;
        return (
          <li key={motorcycle.id} className="delete-list__item">
            <FallbackImage
              className="delete-list__thumb"
              src={resolveAssetUrl(motorcycle.imageLink)}
              alt={`Photo of the ${motorcycle.name}`}
              fallbackAlt={`No photo of the ${motorcycle.name}`}
              width={112}
              height={78}
              loading="lazy"
            />
            <div className="delete-list__text">
              <h2 className="delete-list__name">{motorcycle.name}</h2>
              <p className="delete-list__model">{motorcycle.model}</p>
            </div>
            <button
              type="button"
              className="button button--danger delete-list__button"
              aria-label={deleting ? `Deleting ${motorcycle.name}` : `Delete ${motorcycle.name}`}
              aria-disabled={busy || undefined}
              onClick={onDelete(motorcycle)}
            >
              {deleting ? pendingText : 'Delete'}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
