// Loaded into the built server's process by bench/lighthouse.ts (`node --import`, bundled by
// bench/lib/server-hooks.ts), never shipped: adds the route that fills the store before the
// store's pages are measured, on the portal's own Fastify instance, which Fastify announces on
// the `fastify.initialization` diagnostics channel when it is created.
//   POST /__bench/seed-store   one verified developer with four apps in the store (LIVE and
//                              PUBLIC, each with its approved version current), as approval
//                              leaves them; answers { bundleIdentifier } of the one with every
//                              asset, whose page is measured
// The store's pages are measured as a visitor sees a real app's: the images are real files of the
// sizes the app form accepts (PNG artwork made with sharp, the VMU icon a BMP of the package's
// own icon), the package is the Star Hopper fixture, all in the app's storage with their
// stored_file rows, served by the portal as uploads are.
import { subscribe } from 'node:diagnostics_channel';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { AssetType } from '@vmu/domain';
import { fileSource, iconToPng, readVmupack } from '@vmu/vmupack';
// The portal's own types of what it decorates its Fastify instance with (database, storage).
import type {} from '../../apps/server/src/app';
import {
  application,
  applicationVersion,
  storedFile,
  type ApplicationAssetKeys,
  type StoredFileDetails,
} from '../../apps/server/src/db/schema/apps';
import { applicationRow } from '../../apps/server/src/test/seed-rows';
import { createVerifiedBenchDeveloper } from '../lib/bench-developer';

// The bundle runs from apps/server/dist/bench/lighthouse/; the fixture is found from the
// working directory, the repository's root, where the benchmark starts the server.
const STAR_HOPPER = path.resolve('packages/vmupack/fixtures/star_hopper.vmupack');

type Image = { bytes: Buffer; details: Extract<StoredFileDetails, { kind: 'image' }> };

/** Deterministic numbers in [0, 1), so every run measures the same pictures. */
function randomFrom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

/**
 * Space artwork as a developer might upload it: a sky in the app's hue with stars and a ringed
 * planet, `width` x `height`, as a PNG.
 */
async function artwork(width: number, height: number, hue: number, seed: number): Promise<Image> {
  const random = randomFrom(seed);
  const stars = Array.from({ length: Math.round((width * height) / 6000) }, () => {
    const radius = (0.4 + random() * 1.6) * Math.max(1, width / 640);
    return `<circle cx="${(random() * width).toFixed(1)}" cy="${(random() * height).toFixed(1)}" r="${radius.toFixed(2)}" fill="#fff" fill-opacity="${(0.4 + random() * 0.6).toFixed(2)}"/>`;
  }).join('');
  const planet = Math.min(width, height) * 0.28;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs>
      <linearGradient id="sky" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="hsl(${hue}, 70%, 12%)"/>
        <stop offset="1" stop-color="hsl(${(hue + 60) % 360}, 60%, 28%)"/>
      </linearGradient>
      <radialGradient id="planet" cx="0.35" cy="0.35" r="0.75">
        <stop offset="0" stop-color="hsl(${(hue + 180) % 360}, 80%, 70%)"/>
        <stop offset="1" stop-color="hsl(${(hue + 200) % 360}, 70%, 30%)"/>
      </radialGradient>
    </defs>
    <rect width="100%" height="100%" fill="url(#sky)"/>
    ${stars}
    <circle cx="${width * 0.7}" cy="${height * 0.55}" r="${planet}" fill="url(#planet)"/>
    <ellipse cx="${width * 0.7}" cy="${height * 0.55}" rx="${planet * 1.7}" ry="${planet * 0.35}"
      fill="none" stroke="hsl(${(hue + 30) % 360}, 80%, 75%)" stroke-width="${planet * 0.08}"
      stroke-opacity="0.8" transform="rotate(-12 ${width * 0.7} ${height * 0.55})"/>
  </svg>`;
  const bytes = await sharp(Buffer.from(svg)).png().toBuffer();
  return { bytes, details: { kind: 'image', format: 'PNG', width, height } };
}

/** A 24-bit BMP (bottom-up rows padded to 4 bytes), the VMU icon's format: sharp writes none. */
async function bmpOf(png: Uint8Array): Promise<Image> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  const rowBytes = Math.ceil((width * 3) / 4) * 4;
  const bmp = Buffer.alloc(54 + rowBytes * height);
  bmp.write('BM', 0, 'ascii');
  bmp.writeUInt32LE(bmp.length, 2);
  bmp.writeUInt32LE(54, 10); // where the pixels start
  bmp.writeUInt32LE(40, 14); // BITMAPINFOHEADER
  bmp.writeInt32LE(width, 18);
  bmp.writeInt32LE(height, 22);
  bmp.writeUInt16LE(1, 26); // planes
  bmp.writeUInt16LE(24, 28); // bits per pixel
  bmp.writeUInt32LE(rowBytes * height, 34);
  for (let y = 0; y < height; y += 1) {
    const row = 54 + (height - 1 - y) * rowBytes;
    for (let x = 0; x < width; x += 1) {
      const from = (y * width + x) * 3;
      bmp[row + x * 3] = data[from + 2]!;
      bmp[row + x * 3 + 1] = data[from + 1]!;
      bmp[row + x * 3 + 2] = data[from]!;
    }
  }
  return { bytes: bmp, details: { kind: 'image', format: 'BMP', width, height } };
}

subscribe('fastify.initialization', (message) => {
  const app = (message as { fastify: FastifyInstance }).fastify;

  app.post('/__bench/seed-store', async () => {
    const developer = await createVerifiedBenchDeveloper(app, 'Nebula Works');
    const { db } = app.database;
    const scratch = fs.mkdtempSync(path.join(tmpdir(), 'vmu-bench-store-'));

    /** An upload of the developer's that passed its checks: the file stored, its row recorded. */
    async function store(
      assetType: AssetType,
      fileName: string,
      bytes: Uint8Array,
      contentType: string,
      details: StoredFileDetails,
    ): Promise<string> {
      const id = crypto.randomUUID();
      const key =
        assetType === 'binary'
          ? `packages/${developer.id}/${id}.vmupack`
          : `public/${developer.id}/${id}/${fileName}`;
      const file = path.join(scratch, id);
      fs.writeFileSync(file, bytes);
      await app.storage.putFile(key, file, contentType);
      fs.rmSync(file);
      await db.insert(storedFile).values({
        key,
        ownerId: developer.id,
        assetType,
        fileName,
        contentType,
        size: bytes.length,
        details,
      });
      return key;
    }
    const storeImage = (assetType: AssetType, fileName: string, image: Image) =>
      store(
        assetType,
        fileName,
        image.bytes,
        image.details.format === 'BMP' ? 'image/bmp' : 'image/png',
        image.details,
      );

    const source = await fileSource(STAR_HOPPER);
    const pack = await readVmupack(source).finally(() => source.close());
    const packageBytes = fs.readFileSync(STAR_HOPPER);

    /** An app as approval leaves it: in the store, its package's version approved and current. */
    async function publish(
      overrides: Partial<typeof application.$inferInsert> & { appName: string },
      assets: ApplicationAssetKeys,
      releaseNotes: string,
      ageInDays: number,
    ): Promise<string> {
      const approvedAt = new Date(Date.now() - ageInDays * 86_400_000);
      const vmupack = await store(
        'binary',
        'star_hopper.vmupack',
        packageBytes,
        'application/octet-stream',
        {
          kind: 'vmupack',
          appName: pack.appName,
          appVersion: pack.appVersion,
        },
      );
      const [row] = await db
        .insert(application)
        .values(
          applicationRow(developer.id, {
            status: 'LIVE',
            visibility: 'PUBLIC',
            currentVersion: pack.appVersion,
            extractedVersion: pack.appVersion,
            extractedAppName: pack.appName,
            vmupackSize: packageBytes.length,
            createdAt: approvedAt,
            updatedAt: approvedAt,
            ...overrides,
            assets: { ...assets, vmupack },
          }),
        )
        .returning({ id: application.id, bundleIdentifier: application.bundleIdentifier });
      const [version] = await db
        .insert(applicationVersion)
        .values({
          applicationId: row!.id,
          versionNumber: pack.appVersion,
          releaseNotes,
          reviewStatus: 'APPROVED',
          createdAt: approvedAt,
          submittedAt: approvedAt,
          decidedAt: approvedAt,
          approvedAt,
          binaryKey: vmupack,
          packageName: pack.appName,
          fileSize: packageBytes.length,
        })
        .returning({ id: applicationVersion.id });
      await db
        .update(application)
        .set({ currentVersionId: version!.id })
        .where(eq(application.id, row!.id));
      return row!.bundleIdentifier;
    }

    try {
      const webIcon = async (hue: number, seed: number) =>
        storeImage('web-icon', 'web-icon.png', await artwork(512, 512, hue, seed));

      // The app whose page is measured: every asset a listing can have.
      const starHopper = await publish(
        {
          appName: pack.appName,
          bundleIdentifier: 'com.nebulaworks.starhopper',
          categories: ['game'],
          shortDescription: 'Hop from star to star before the comet catches you.',
          longDescription:
            'Star Hopper is a one-button arcade game for the VMU Pro.\n\n' +
            'Time your jumps between drifting stars, collect stardust to unlock new ships and ' +
            'race the comet through twelve hand-made sectors. Every run is different: the ' +
            'stars move with the music.\n\nPlays in short sessions; your best run is saved on ' +
            'the device.',
          ageRating: { pegi: 'PEGI_7', esrb: null, regional: { UK: '7' } },
          totalDownloads: 12_480,
          termsAndConditionsUrl: 'https://nebulaworks.example/terms',
          privacyPolicyUrl: 'https://nebulaworks.example/privacy',
        },
        {
          vmupack: null,
          webIcon: await webIcon(230, 1),
          vmuIcon: await storeImage('vmu-icon', 'vmu-icon.bmp', await bmpOf(iconToPng(pack.icon))),
          heroBanner: await storeImage(
            'hero-banner',
            'hero-banner.png',
            await artwork(1920, 1080, 230, 2),
          ),
          vmuBanner: await storeImage(
            'vmu-banner',
            'vmu-banner.png',
            await artwork(240, 160, 230, 3),
          ),
          screenshots: {
            web: [
              await storeImage('screenshots', 'screenshot-1.png', await artwork(1280, 720, 250, 4)),
              await storeImage('screenshots', 'screenshot-2.png', await artwork(1280, 720, 200, 5)),
            ],
            vmu: [],
          },
        },
        'Two new sectors and a faster comet.',
        3,
      );

      // Others beside it in the catalogue: a paid game, an app, a game for older players.
      const others = [
        {
          appName: 'Comet Chess',
          categories: ['game'],
          shortDescription: 'Chess on a board that drifts through the asteroid belt.',
          priceCents: 299,
          ageRating: { pegi: 'PEGI_3', esrb: null, regional: {} },
          hue: 30,
        },
        {
          appName: 'Orbit Notes',
          categories: ['app'],
          shortDescription: 'Quick notes and checklists on the VMU Pro.',
          ageRating: { pegi: 'PEGI_3', esrb: null, regional: {} },
          hue: 150,
        },
        {
          appName: 'Void Runner',
          categories: ['game'],
          shortDescription: 'Outrun the dark between the galaxies.',
          priceCents: 499,
          ageRating: { pegi: 'PEGI_12', esrb: null, regional: {} },
          hue: 300,
        },
      ];
      for (const [n, { hue, ...other }] of others.entries()) {
        await publish(
          {
            ...other,
            bundleIdentifier: `com.nebulaworks.${other.appName.toLowerCase().replace(' ', '')}`,
            longDescription: other.shortDescription,
            totalDownloads: 1_000 * (n + 1),
          },
          {
            vmupack: null,
            webIcon: await webIcon(hue, 10 + n),
            vmuIcon: null,
            heroBanner: null,
            vmuBanner: null,
            screenshots: { web: [], vmu: [] },
          },
          'First release.',
          10 + n,
        );
      }
      return { bundleIdentifier: starHopper };
    } finally {
      fs.rmSync(scratch, { recursive: true, force: true });
    }
  });
});
