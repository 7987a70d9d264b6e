import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AddMotorcyclePage from '../src/add/AddMotorcyclePage';
import {
  ADMIN,
  TEST_API_URL,
  deferred,
  jsonResponse,
  mockApi,
  motorcycle,
  renderWithProviders,
} from './support';

const POST = 'POST /api/v1/motorcycles';

const renderAddPage = () =>
  renderWithProviders(<AddMotorcyclePage />, { path: '/motorcycle/new', signedInAs: ADMIN });

const VALID = {
  Name: 'Vespa Test',
  Model: 'Test 125',
  Brand: 'Vespa',
  Color: 'Verde',
  'Chassis number': 'ZAPTEST0001',
  'Booking price per hour': '12.5',
  Price: '4999.9',
  'Image link': 'https://img.example.test/vespa.png',
  'Description (optional)': 'A calm city scooter.',
};

async function fillIn(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const field = screen.getByLabelText(label);
    await userEvent.clear(field);
    await userEvent.type(field, value);
  }
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Add motorcycle' }));

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('add-motorcycle form: the browser-side rules', () => {
  it('labels every field and marks the rules of the add form on the inputs', () => {
    renderAddPage();
    expect(screen.getByRole('heading', { name: 'Add a motorcycle' })).toBeInTheDocument();
    for (const label of ['Name', 'Model', 'Brand', 'Color', 'Chassis number']) {
      expect(screen.getByLabelText(label)).toBeRequired();
    }
    expect(screen.getByLabelText('Name')).toHaveAttribute('minlength', '2');
    for (const label of ['Booking price per hour', 'Price']) {
      const input = screen.getByLabelText(label);
      expect(input).toHaveAttribute('type', 'number');
      expect(input).toHaveAttribute('min', '0');
      expect(input).toHaveAttribute('step', '0.1');
      expect(input).toBeRequired();
    }
    expect(screen.getByLabelText('Image link')).toHaveAttribute('type', 'url');
    expect(screen.getByLabelText('Image link')).toBeRequired();
    expect(screen.getByLabelText('Description (optional)')).not.toBeRequired();
    // A day price is optional, a deposit starts at none.
    expect(screen.getByLabelText('Day price (optional)')).not.toBeRequired();
    expect(screen.getByLabelText('Day price (optional)')).toHaveValue(null);
    expect(screen.getByLabelText('Day price (optional)')).toHaveAttribute('max', '100000');
    expect(screen.getByLabelText('Deposit')).toBeRequired();
    expect(screen.getByLabelText('Deposit')).toHaveValue(0);
    expect(
      screen.getByText('All fields are required except the day price and the description.'),
    ).toBeInTheDocument();
  });

  it('sends nothing for an empty form, says what each field needs and focuses the first', async () => {
    const api = mockApi({ [POST]: () => jsonResponse(500, {}) });
    renderAddPage();
    await submit();

    expect(api.fetch).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription(
      expect.stringContaining("Name can't be blank"),
    );
    for (const message of [
      "Model can't be blank",
      "Brand can't be blank",
      "Color can't be blank",
      "Chassis number can't be blank",
      "Booking price per hour can't be blank",
      "Price can't be blank",
      "Image link can't be blank",
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Description (optional)')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Day price (optional)')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Deposit')).not.toHaveAttribute('aria-invalid');
  });

  it("refuses, in the api's words, a day price of 0 and a deposit below 0 or in fractions of a cent", async () => {
    const api = mockApi({ [POST]: () => jsonResponse(500, {}) });
    renderAddPage();
    await fillIn({ ...VALID, 'Day price (optional)': '0', Deposit: '-1' });
    await submit();
    expect(api.fetch).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Day price (optional)')).toHaveFocus();
    expect(screen.getByLabelText('Day price (optional)')).toHaveAccessibleDescription(
      expect.stringContaining('Day price must be greater than 0'),
    );
    expect(screen.getByLabelText('Deposit')).toHaveAccessibleDescription(
      expect.stringContaining('Deposit must be greater than or equal to 0'),
    );
    await fillIn({ 'Day price (optional)': '100000.01', Deposit: '12.345' });
    expect(screen.getByText('Day price must be less than or equal to 100000')).toBeInTheDocument();
    expect(screen.getByText('Deposit must have at most 2 decimal places')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Deposit'));
    expect(screen.getByText("Deposit can't be blank")).toBeInTheDocument();
  });

  it("refuses, in the api's words, a one-letter name, a negative price, three decimals and a link that is not a URL", async () => {
    const api = mockApi({ [POST]: () => jsonResponse(500, {}) });
    renderAddPage();
    await fillIn({
      ...VALID,
      Name: 'V',
      'Booking price per hour': '-1',
      Price: '10.255',
      'Image link': 'vespa.png',
    });
    await submit();

    expect(api.fetch).not.toHaveBeenCalled();
    for (const message of [
      'Name is too short (minimum is 2 characters)',
      'Booking price per hour must be greater than 0',
      'Price must have at most 2 decimal places',
      'Image link must be an http(s) URL or a path beginning with /images/',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    // Nothing the admin typed is lost.
    expect(screen.getByLabelText('Model')).toHaveValue('Test 125');
    expect(screen.getByLabelText('Price')).toHaveValue(10.255);
  });

  it('refuses a name of Hangul fillers, a model of Braille blanks and a color that turns text around', async () => {
    const api = mockApi({ [POST]: () => jsonResponse(500, {}) });
    renderAddPage();
    await fillIn({ ...VALID, Name: '\u3164\u3164', Model: '\u2800\u2800', Color: 'Verde\u202e' });
    await submit();

    expect(api.fetch).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription(
      expect.stringContaining("Name can't be blank"),
    );
    expect(screen.getByLabelText('Model')).toHaveAccessibleDescription(
      expect.stringContaining("Model can't be blank"),
    );
    expect(screen.getByLabelText('Color')).toHaveAccessibleDescription(
      expect.stringContaining("Color can't contain characters that change the direction of text"),
    );
  });

  it('updates a message as the admin corrects the field, after the first attempt', async () => {
    mockApi({ [POST]: () => jsonResponse(500, {}) });
    renderAddPage();
    await userEvent.type(screen.getByLabelText('Name'), 'V');
    await submit();
    expect(screen.getByText('Name is too short (minimum is 2 characters)')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Name'), 'e');
    expect(
      screen.queryByText('Name is too short (minimum is 2 characters)'),
    ).not.toBeInTheDocument();
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
  });
});

describe('add-motorcycle form: talking to the api', () => {
  it("says 'Posting...' while sending, then shows the server's message and resets the form", async () => {
    const answer = deferred<Response>();
    const bodies: unknown[] = [];
    mockApi({
      [POST]: ({ url, body }) => {
        expect(url).toBe(`${TEST_API_URL}/api/v1/motorcycles`);
        bodies.push(body);
        return answer.promise;
      },
    });
    renderAddPage();
    await fillIn(VALID);
    await submit();

    const pending = await screen.findByRole('button', { name: 'Posting...' });
    expect(pending).toHaveAttribute('aria-disabled', 'true');
    // Announced to screen readers too.
    expect(screen.getByText('Posting...', { selector: '[role="status"]' })).toBeInTheDocument();
    // A second press while posting sends nothing more.
    await userEvent.click(pending);
    expect(bodies).toEqual([
      {
        name: 'Vespa Test',
        model: 'Test 125',
        brand: 'Vespa',
        color: 'Verde',
        chassisNumber: 'ZAPTEST0001',
        bookingPricePerHour: 12.5,
        // None, as the form started.
        dayPrice: null,
        deposit: 0,
        price: 4999.9,
        imageLink: 'https://img.example.test/vespa.png',
        description: 'A calm city scooter.',
      },
    ]);

    await act(async () => {
      answer.resolve(
        jsonResponse(201, {
          success: true,
          message: 'Motorcycle created successfully',
          data: motorcycle(42, { name: 'Vespa Test', model: 'Test 125' }),
        }),
      );
    });
    expect(await screen.findByText('Motorcycle created successfully')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See Vespa Test in the catalogue' })).toHaveAttribute(
      'href',
      '/motorcycle/42',
    );
    for (const label of Object.keys(VALID)) {
      expect(screen.getByLabelText(label)).toHaveValue(
        label.includes('price') || label === 'Price' ? null : '',
      );
    }
    expect(screen.getByRole('button', { name: 'Add motorcycle' })).toBeInTheDocument();
  });

  it('sends a day price and a deposit as numbers', async () => {
    const bodies: unknown[] = [];
    mockApi({
      [POST]: ({ body }) => {
        bodies.push(body);
        return jsonResponse(201, {
          success: true,
          message: 'Motorcycle created successfully',
          data: motorcycle(43, { dayPrice: 45, deposit: 200 }),
        });
      },
    });
    renderAddPage();
    await fillIn({ ...VALID, 'Day price (optional)': '45', Deposit: '200' });
    await submit();
    expect(await screen.findByText('Motorcycle created successfully')).toBeInTheDocument();
    expect(bodies).toEqual([expect.objectContaining({ dayPrice: 45, deposit: 200 })]);
    // The form starts again: no day price, no deposit.
    expect(screen.getByLabelText('Day price (optional)')).toHaveValue(null);
    expect(screen.getByLabelText('Deposit')).toHaveValue(0);
  });

  it("lists the server's validation messages and keeps everything the admin typed", async () => {
    mockApi({
      [POST]: () =>
        jsonResponse(422, {
          success: false,
          error: true,
          // What only the server can know, in the list it sends.
          message: ['Chassis number has already been taken', 'Price must be a number'],
        }),
    });
    renderAddPage();
    await fillIn(VALID);
    await submit();

    const alert = await screen.findByRole('alert');
    const items = within(alert)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual(['Chassis number has already been taken', 'Price must be a number']);
    expect(screen.getByLabelText('Name')).toHaveValue('Vespa Test');
    expect(screen.getByLabelText('Chassis number')).toHaveValue('ZAPTEST0001');
    expect(screen.getByLabelText('Booking price per hour')).toHaveValue(12.5);
    expect(screen.getByLabelText('Description (optional)')).toHaveValue('A calm city scooter.');
  });

  it("shows the api's 403 message to someone who is not an administrator", async () => {
    mockApi({
      [POST]: () =>
        jsonResponse(403, {
          success: false,
          error: true,
          message: 'Only administrators can add or delete motorcycles',
        }),
    });
    renderAddPage();
    await fillIn(VALID);
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only administrators can add or delete motorcycles',
    );
    expect(screen.getByLabelText('Name')).toHaveValue('Vespa Test');
  });

  it("says 'Connection Issues !' when the api cannot be reached", async () => {
    mockApi({ [POST]: () => 'network' });
    renderAddPage();
    await fillIn(VALID);
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Connection Issues !');
    expect(screen.getByLabelText('Color')).toHaveValue('Verde');
  });
});

describe('image preview', () => {
  it('previews the link and shows the shipped not-found picture when it fails to load', async () => {
    renderAddPage();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Image link'), 'https://img.example.test/gone.png');

    const preview = await screen.findByRole('img', { name: 'Preview of the image link' });
    expect(preview).toHaveAttribute('src', 'https://img.example.test/gone.png');
    fireEvent.error(preview);
    const placeholder = screen.getByRole('img', {
      name: 'No image could be loaded from the image link',
    });
    expect(placeholder.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);

    // A new link gets a fresh try.
    await userEvent.clear(screen.getByLabelText('Image link'));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Image link'), 'https://img.example.test/ok.png');
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Preview of the image link' })).toHaveAttribute(
        'src',
        'https://img.example.test/ok.png',
      ),
    );
  });
});
