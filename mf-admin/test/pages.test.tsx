import { render, screen } from '@testing-library/react';
import AddMotorcyclePage from '../src/pages/AddMotorcyclePage';
import DeletePage from '../src/pages/DeletePage';

it('titles the add and delete pages', () => {
  render(<AddMotorcyclePage />);
  expect(screen.getByRole('heading', { name: 'Add a motorcycle' })).toBeInTheDocument();
  render(<DeletePage />);
  expect(screen.getByRole('heading', { name: 'Delete a motorcycle' })).toBeInTheDocument();
});
