import { VERSION_STATUSES, type ApiAppDetail, type ApiVersionDetail } from '@vmu/domain';
import { describe, expect, it } from 'vitest';
import { appText, versionText } from './status';

const rejected: ApiVersionDetail = {
  versionId: 'v2',
  versionNumber: '1.1.0',
  status: 'REJECTED',
  releaseNotes: 'Faster comets',
  isUpdate: true,
  createdAt: '2026-03-01T10:00:00.000Z',
  submittedAt: '2026-03-01T10:05:00.000Z',
  decidedAt: '2026-03-02T09:00:00.000Z',
  reviewNotes: 'The game crashes on start.\nPlease test on a device.',
  messages: [
    {
      id: 'm1',
      authorRole: 'reviewer',
      body: 'Which SDK did you build with?',
      createdAt: '2026-03-01T12:00:00.000Z',
    },
    { id: 'm2', authorRole: 'developer', body: '1.2.3', createdAt: '2026-03-01T12:30:00.000Z' },
  ],
};

const WHERE = { portalUrl: 'https://portal.example', appId: 'app-1' };

describe('status as text', () => {
  it("lists an app's versions with their review, and the reviewer's notes under the table", () => {
    const { messages: _messages, ...version } = rejected;
    const app: ApiAppDetail = {
      appId: 'a1',
      bundleIdentifier: 'com.example.starhopper',
      appName: 'Star Hopper',
      status: 'LIVE',
      visibility: 'PUBLIC',
      currentVersion: '1.0.0',
      updatedAt: '2026-03-02T09:00:00.000Z',
      versions: [
        version,
        {
          ...version,
          versionId: 'v1',
          versionNumber: '1.0.0',
          status: 'LIVE',
          isUpdate: false,
          reviewNotes: null,
        },
      ],
    };
    expect(appText(app)).toBe(
      [
        'Star Hopper (com.example.starhopper): Published, public, live version 1.0.0',
        '',
        'VERSION  STATUS    KIND           CREATED               SUBMITTED             DECIDED               ID',
        '1.1.0    Rejected  update         2026-03-01 10:00 UTC  2026-03-01 10:05 UTC  2026-03-02 09:00 UTC  v2',
        '1.0.0    Live      first release  2026-03-01 10:00 UTC  2026-03-01 10:05 UTC  2026-03-02 09:00 UTC  v1',
        '',
        "Reviewer's notes on 1.1.0 (Rejected):",
        '  The game crashes on start.',
        '  Please test on a device.',
        '',
      ].join('\n'),
    );
    expect(appText({ ...app, currentVersion: null, status: 'DRAFT', versions: [] })).toBe(
      'Star Hopper (com.example.starhopper): Draft, public, never published\n\nNo versions yet.\n',
    );
  });

  it('shows one version with its notes and the conversation with the reviewer', () => {
    expect(versionText('com.example.starhopper', rejected, WHERE)).toBe(
      [
        'com.example.starhopper 1.1.0 (update): Rejected',
        'Version id: v2',
        'Created 2026-03-01 10:00 UTC, submitted 2026-03-01 10:05 UTC, decided 2026-03-02 09:00 UTC',
        '',
        'Release notes:',
        '  Faster comets',
        '',
        "Reviewer's notes:",
        '  The game crashes on start.',
        '  Please test on a device.',
        '',
        'Messages (2):',
        '  2026-03-01 12:00 UTC, Reviewer:',
        '    Which SDK did you build with?',
        '  2026-03-01 12:30 UTC, You:',
        '    1.2.3',
        '',
      ].join('\n'),
    );
  });

  it('says what has not happened yet', () => {
    const draft = {
      ...rejected,
      status: 'DRAFT' as const,
      submittedAt: null,
      decidedAt: null,
      reviewNotes: null,
      releaseNotes: '',
      messages: [],
    };
    expect(versionText('com.a.b', draft, WHERE)).toContain(
      'Created 2026-03-01 10:00 UTC, not submitted\n\nRelease notes:\n  (none)\n\nNo messages.\n',
    );
    expect(
      versionText(
        'com.a.b',
        { ...draft, status: 'IN_REVIEW', submittedAt: rejected.submittedAt },
        WHERE,
      ),
    ).toContain('submitted 2026-03-01 10:05 UTC, not decided yet');
  });

  it("says where to answer the reviewer's last message, in every status a version can have", () => {
    const asked = { ...rejected, messages: rejected.messages.slice(0, 1) };
    for (const status of VERSION_STATUSES) {
      const text = versionText('com.a.b', { ...asked, status }, WHERE);
      if (status === 'IN_REVIEW' || status === 'REJECTED') {
        expect(text, status).toContain(
          "Answer the reviewer in the version's conversation in the portal: https://portal.example/apps/app-1/versions",
        );
      } else {
        expect(text, status).toContain(
          'This conversation is closed. To reach the review team, use the contact page (https://portal.example/contact), or write in the conversation of your next submission.',
        );
      }
    }
    // Answered already, or looked up by id without the app: nothing more, or the portal itself.
    expect(versionText('com.a.b', rejected, WHERE)).not.toContain('Answer the reviewer');
    expect(versionText('com.a.b', asked, { portalUrl: 'https://portal.example' })).toContain(
      'conversation in the portal: https://portal.example\n',
    );
  });
});
