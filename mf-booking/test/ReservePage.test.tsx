import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { createStore, loggedIn } from 'shared-auth';
import ReservePage from '../src/pages/ReservePage';

it("shows the signed-in rider's name, read-only", () => {
  const store = createStore();
  const user = { id: 1, name: 'Riley Rider', email: 'riley@example.test', admin: false };
  store.dispatch(loggedIn({ success: true, message: '', user, token: 'h.p.s' }));
  render(
    <Provider store={store}>
      <MemoryRouter>
        <ReservePage />
      </MemoryRouter>
    </Provider>,
  );
  const name = screen.getByLabelText('Name');
  expect(name).toHaveValue('Riley Rider');
  expect(name).toHaveAttribute('readonly');
});
