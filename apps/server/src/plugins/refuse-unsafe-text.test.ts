import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { developerProfile } from '../db/schema/developers';
import { user } from '../db/schema/accounts';
import { gqlWith } from '../test/apps-operations';
import { verifiedDeveloper } from '../test/app-fixtures';
import { authPost } from '../test/auth-requests';
import { signedInUser } from '../test/developer-fixtures';
import { TEST_PUBLIC_URL, signUp, testTargets } from '../test/harness';
import { requestUpload } from '../test/upload-requests';
import { useTestApp } from '../test/use-test-app';
import { findUnsafeText } from './refuse-unsafe-text';

describe('findUnsafeText', () => {
  it('finds control characters anywhere in JSON-like input and names the field', () => {
    expect(findUnsafeText({ a: [{ b: 'x\u0000y' }] })).toEqual({
      field: 'a.0.b',
      character: 'U+0000',
    });
    expect(findUnsafeText({ name: 'bell\u0007' })?.character).toBe('U+0007');
    expect(findUnsafeText({ name: 'c1\u0085' })?.character).toBe('U+0085');
    expect(findUnsafeText({ 'key\u0000': 'fine' })?.character).toBe('U+0000');
  });

  it('lets tab, line breaks and any printable text through', () => {
    expect(findUnsafeText({ notes: 'line one\r\nline two\twith a tab', emoji: '🎮 é ✓' })).toBe(
      null,
    );
    expect(findUnsafeText(Buffer.from([0, 1, 2]))).toBe(null);
    expect(findUnsafeText(42)).toBe(null);
  });
});

// Unsafe text (decision 0017): control characters and dates PostgreSQL cannot store are refused at
// the edge with a field message, on GraphQL (variables and literals), REST and auth routes.
describe.each(testTargets())('control characters and extreme dates at the edge [%s]', (target) => {
  const t = useTestApp(target);
  let counter = 0;
  const email = (label: string) => `${label}${(counter += 1)}-${target}@example.com`;

  it('GraphQL: a NUL in a variable or in a literal, in any operation, is a 400 naming the field', async () => {
    const dev = await verifiedDeveloper(t.app, t.db, { email: email('dev') });
    const search = await gqlWith(
      t.app,
      'query($search: String) { listDeveloperApplications(search: $search) { items { appId } } }',
      { search: 'rocket\u0000' },
      dev.cookie,
    );
    expect(search.status).toBe(400);
    expect(search.body.errors?.[0]).toMatchObject({
      message: 'search contains a control character (U+0000), which is not allowed.',
      extensions: { code: 'VALIDATION_FAILED', field: 'search' },
    });

    const literal = await gqlWith(
      t.app,
      'mutation { updateOnboardingProgress(step: developerDetails, data: { firstName: "Gr\\u0000ace", lastName: "Hopper" }) { userId } }',
      {},
      dev.cookie,
    );
    expect(literal.status).toBe(400);
    expect(literal.body.errors?.[0]).toMatchObject({
      message: 'firstName contains a control character (U+0000), which is not allowed.',
      extensions: { code: 'VALIDATION_FAILED', field: 'data.firstName' },
    });
    const [profile] = await t.db
      .select({ firstName: developerProfile.firstName })
      .from(developerProfile)
      .where(eq(developerProfile.userId, dev.id));
    expect(profile?.firstName).toBe('Grace');

    const nested = await gqlWith(
      t.app,
      'mutation($input: ApplicationInput!) { createApplication(input: $input, saveAction: SAVE_DRAFT) { appId } }',
      { input: { appName: 'Space\u001bChase', bundleIdentifier: 'com.example.chase' } },
      dev.cookie,
    );
    expect(nested.status).toBe(400);
    expect(nested.body.errors?.[0]?.extensions).toEqual({
      code: 'VALIDATION_FAILED',
      field: 'input.appName',
    });
  });

  it('GraphQL: tab and line breaks still pass', async () => {
    const dev = await verifiedDeveloper(t.app, t.db, { email: email('dev') });
    const result = await gqlWith(
      t.app,
      'query($search: String) { listDeveloperApplications(search: $search) { items { appId } } }',
      { search: 'two\twords\n' },
      dev.cookie,
    );
    expect(result.status).toBe(200);
    expect(result.body.errors).toBeUndefined();
  });

  it('GraphQL: a date PostgreSQL cannot store is a 400, not an internal error', async () => {
    const admin = await signedInUser(t.app, t.db, { email: email('admin'), role: 'admin' });
    for (const since of ['-271821-04-20T00:00:00.000Z', '+275760-09-13T00:00:00.000Z']) {
      const result = await gqlWith(
        t.app,
        'query($since: DateTime!) { getAdminApplicationCounts(approvedSince: $since) { __typename } }',
        { since },
        admin.cookie,
      );
      expect(result.status).toBe(400);
      expect(result.body.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
      expect(result.body.errors?.[0]?.message).toMatch(/DateTime must be/);
    }
  });

  it('uploads: a file name with a NUL is refused when the upload is requested', async () => {
    const dev = await verifiedDeveloper(t.app, t.db, { email: email('dev') });
    const refused = await requestUpload(t.app, dev.cookie, {
      fileName: 'icon\u0000.png',
      fileType: 'image/png',
      fileSize: 1000,
      assetType: 'web-icon',
      appId: `temp-${Date.now()}`,
    });
    expect(refused).toEqual({
      status: 400,
      body: {
        error: 'fileName contains a control character (U+0000), which is not allowed.',
        code: 'VALIDATION_FAILED',
      },
    });
  });

  it('auth: sign-up and update-user with a NUL name, and a NUL in a query string, are 400s', async () => {
    const signUpNul = await signUp(t.app, {
      name: 'Ada\u0000',
      email: email('ada'),
      password: 'Analytical#1843',
    });
    expect(signUpNul.status).toBe(400);
    expect(signUpNul.body).toEqual({
      code: 'VALIDATION_FAILED',
      field: 'name',
      message: 'name contains a control character (U+0000), which is not allowed.',
    });

    const ada = await signedInUser(t.app, t.db, { email: email('ada') });
    const update = await authPost(t.app, '/update-user', { name: 'Ada\u0000' }, ada);
    expect(update.status).toBe(400);
    expect(update.body).toMatchObject({ code: 'VALIDATION_FAILED', field: 'name' });
    const [row] = await t.db.select({ name: user.name }).from(user).where(eq(user.id, ada.id));
    expect(row?.name).toBe('Ada Lovelace');

    const verify = await t.app.inject({
      method: 'GET',
      url: '/api/auth/verify-email?token=%00',
      headers: { origin: TEST_PUBLIC_URL },
    });
    expect(verify.statusCode).toBe(400);
    expect(verify.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'token' });
  });
});
