import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  BREAKPOINTS,
  ConfirmDialog,
  EmptyState,
  ErrorState,
  FallbackImage,
  Field,
  LIVE_REGION_DELAY_MS,
  LoadingState,
  MessageBox,
  PendingButton,
  QueryState,
  TextField,
  upTo,
} from '../src';

describe('the states', () => {
  it('loading: a status line, announced politely', () => {
    render(<LoadingState text="Loading... your motorcycles" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading... your motorcycles');
  });

  it("error: the product's words by default, announced at once, with a Retry inside", async () => {
    const retry = jest.fn();
    render(<ErrorState onRetry={retry} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(
      'Upss! There is an ErrorPlease Check your Connection and try Again!',
    );
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('error: a page-level heading when it is the whole page', () => {
    render(<ErrorState titleLevel={1} title="Could not load" onRetry={() => undefined} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Could not load' })).toBeInTheDocument();
  });

  it('empty: a heading, its hint and what to do next', () => {
    render(
      <EmptyState
        title="Upss! There is no motorcycles"
        hint="But you can Add it or Contact the App Adm."
      >
        <a href="/motorcycle/new">Add motorcycle</a>
      </EmptyState>,
    );
    expect(
      screen.getByRole('heading', { level: 2, name: 'Upss! There is no motorcycles' }),
    ).toBeInTheDocument();
    expect(screen.getByText('But you can Add it or Contact the App Adm.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add motorcycle' })).toBeInTheDocument();
  });

  it('a query without its data: loading, then failed with a Retry, or refused in the api’s words', async () => {
    const query = { isError: false, isFetching: true, refetch: jest.fn() };
    const { rerender } = render(<QueryState query={query} loadingText="Loading... the report" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading... the report');
    rerender(
      <QueryState query={{ ...query, isError: true }} loadingText="Loading... the report" />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading... the report');
    rerender(
      <QueryState
        query={{ ...query, isError: true, isFetching: false }}
        loadingText="Loading..."
      />,
    );
    await userEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Retry' }));
    expect(query.refetch).toHaveBeenCalledTimes(1);
    rerender(
      <QueryState
        query={{ ...query, isError: true, isFetching: false }}
        loadingText="Loading..."
        refusal="The months must be in order."
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The months must be in order.');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });
});

describe('MessageBox', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('puts a success that is there from the start into a live region that was on the page empty', () => {
    jest.useFakeTimers();
    render(<MessageBox message="Created Your Account" error={false} />);
    const region = screen.getByRole('status');
    expect(region).toBeEmptyDOMElement();
    act(() => jest.advanceTimersByTime(LIVE_REGION_DELAY_MS));
    expect(region).toHaveTextContent('Created Your Account');
  });

  it('keeps its live region while there is nothing to say, and fills it when a message comes', async () => {
    const { rerender } = render(<MessageBox message="Posting..." error={false} />);
    const region = screen.getByRole('status');
    rerender(<MessageBox message="Motorcycle created successfully" error={false} />);
    expect(await within(region).findByText('Motorcycle created successfully')).toBeVisible();
  });

  it('fills a region that was on the page saying nothing at once, when the first words come', () => {
    jest.useFakeTimers();
    const { rerender } = render(<MessageBox message="" error={false} />);
    rerender(<MessageBox message="Link turned off." error={false} />);
    expect(screen.getByRole('status')).toHaveTextContent('Link turned off.');
    expect(jest.getTimerCount()).toBe(0);
  });

  it('says an error at once, as an alert, one line per validation message', () => {
    render(<MessageBox message={['Name is too short', 'Price must be 0 or more']} error />);
    const alert = screen.getByRole('alert');
    expect(within(alert).getAllByRole('listitem')).toHaveLength(2);
  });
});

describe('ConfirmDialog', () => {
  it('reads a description that says what the short question is about', () => {
    render(
      <ConfirmDialog
        open
        question="Are you Sure?"
        description="You are about to log out of Vespa Rentals."
        onYes={() => undefined}
        onNo={() => undefined}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Are you Sure?' });
    expect(dialog).toHaveAccessibleDescription('You are about to log out of Vespa Rentals.');
    expect(screen.getByText('You are about to log out of Vespa Rentals.')).toHaveClass(
      'visually-hidden',
    );
  });
});

// README.md, "disabled or aria-disabled": a pending button keeps the focus and says so.
describe('PendingButton', () => {
  it('while its request runs, says so and keeps the focus, unavailable only to assistive tech', () => {
    const { rerender } = render(
      <PendingButton pending={false} pendingText="Deleting...">
        Delete
      </PendingButton>,
    );
    const button = screen.getByRole('button', { name: 'Delete' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).not.toHaveAttribute('aria-disabled');
    button.focus();
    rerender(
      <PendingButton pending pendingText="Deleting...">
        Delete
      </PendingButton>,
    );
    expect(button).toHaveTextContent('Deleting...');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toBeEnabled();
    expect(button).toHaveFocus();
  });
});

describe('FallbackImage', () => {
  it('shows the picture, then the shipped placeholder in its place when it fails to load', () => {
    const { rerender } = render(
      <FallbackImage src="http://img.test/a.png" alt="Vespa" fallbackAlt="Vespa: no picture" />,
    );
    fireEvent.error(screen.getByRole('img', { name: 'Vespa' }));
    const placeholder = screen.getByRole('img', { name: 'Vespa: no picture' });
    expect(placeholder).toHaveTextContent('Image not available');
    expect(placeholder.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/svg/);

    // A new address gets a fresh try.
    rerender(
      <FallbackImage src="http://img.test/b.png" alt="Vespa" fallbackAlt="Vespa: no picture" />,
    );
    expect(screen.getByRole('img', { name: 'Vespa' })).toHaveAttribute(
      'src',
      'http://img.test/b.png',
    );
  });

  it('shows the placeholder at once when there is no address', () => {
    render(<FallbackImage src="" alt="Vespa" fallbackAlt="Vespa: no picture" />);
    expect(screen.getByRole('img', { name: 'Vespa: no picture' })).toBeInTheDocument();
  });
});

describe('Field', () => {
  it('ties the control to its label, hint and error, and marks it invalid', () => {
    render(
      <Field label="City" hint="Where you ride" error="City can't be blank">
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = screen.getByLabelText('City');
    expect(input).toHaveAccessibleDescription("Where you ride City can't be blank");
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('leaves a valid control alone, and a TextField reports the new value', async () => {
    const change = jest.fn();
    render(<TextField label="Email" value="" onChange={change} />);
    const input = screen.getByLabelText('Email');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
    await userEvent.type(input, 'a');
    expect(change).toHaveBeenCalledWith('a');
  });
});

it('writes the breakpoints as the media queries stylesheets use', () => {
  expect(BREAKPOINTS).toEqual({ small: 480, medium: 768, large: 960 });
  expect(upTo('medium')).toBe('(max-width: 768px)');
});
