import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from 'shared-ui';

interface Props {
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/** Keeps a remote that fails to load or crashes from taking the shell down with it. */
export class RemoteBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('A remote part of the app failed', error);
  }

  private retry = () => {
    this.setState({ failed: false });
    this.props.onRetry();
  };

  override render() {
    if (!this.state.failed) return this.props.children;
    return <RemoteFailed onRetry={this.retry} />;
  }
}

function RemoteFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <ErrorState
      // The whole page: its heading is the page's h1 (the shell focuses it on arrival).
      titleLevel={1}
      title={t('remoteFailed.title')}
      hint={t('remoteFailed.hint')}
      onRetry={onRetry}
    />
  );
}
