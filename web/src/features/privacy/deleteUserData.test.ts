import { check } from '@parcelo/common';
import { describe, expect, it } from 'vitest';
import { deletionPhoneRules } from './deleteUserData';

const errorFor = (phone: string) => check({ phone }, { phone: deletionPhoneRules }).phone ?? null;

describe('the deletion form phone', () => {
  it('says the message when empty', () => {
    expect(errorFor('')).toBe('Please input your phone!');
    expect(errorFor('   ')).toBe('Please input your phone!');
  });

  it('then applies the phone rules', () => {
    expect(errorFor('98765')).toBe('Please input correct Phone Number');
    expect(errorFor('0987654321')).toBe('Phone should start with digits from 1-9');
    expect(errorFor('9876543210')).toBeNull();
    expect(errorFor(' 9876543210 ')).toBeNull();
  });
});
