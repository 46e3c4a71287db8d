import { describe, expect, it } from 'vitest';
import { confirmationPhrase, matchesConfirmation } from './typed-confirmation';

describe('typed confirmations', () => {
  it('asks for the action and the app name', () => {
    expect(confirmationPhrase('delete', 'Pocket Chess')).toBe('delete Pocket Chess');
    expect(confirmationPhrase('unpublish', ' Pocket Chess ')).toBe('unpublish Pocket Chess');
  });

  it('matches regardless of case and surrounding whitespace', () => {
    expect(matchesConfirmation('delete Pocket Chess', 'delete', 'Pocket Chess')).toBe(true);
    expect(matchesConfirmation('  DELETE pocket chess ', 'delete', 'Pocket Chess')).toBe(true);
    expect(matchesConfirmation('Withdraw POCKET CHESS', 'withdraw', 'Pocket Chess')).toBe(true);
  });

  it('refuses another action, a partial name or extra words', () => {
    expect(matchesConfirmation('withdraw Pocket Chess', 'delete', 'Pocket Chess')).toBe(false);
    expect(matchesConfirmation('delete Pocket', 'delete', 'Pocket Chess')).toBe(false);
    expect(matchesConfirmation('delete Pocket Chess now', 'delete', 'Pocket Chess')).toBe(false);
    expect(matchesConfirmation('delete PocketChess', 'delete', 'Pocket Chess')).toBe(false);
    expect(matchesConfirmation('', 'unpublish', 'Pocket Chess')).toBe(false);
  });
});
