import { roleOf } from '../src';

describe('roleOf', () => {
  it('reads the role the api gives', () => {
    expect(roleOf({ admin: true, role: 'staff' })).toBe('staff');
    expect(roleOf({ admin: true, role: 'owner' })).toBe('owner');
    expect(roleOf({ admin: false, role: 'rider' })).toBe('rider');
  });

  it('takes an administrator without a role (a session kept from before roles) for the owner', () => {
    expect(roleOf({ admin: true })).toBe('owner');
    expect(roleOf({ admin: false })).toBe('rider');
  });
});
