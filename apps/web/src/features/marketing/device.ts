// The handheld is sold by its maker, 8BitMods; the store only links to the product page.
export const DEVICE_PRODUCT_URL =
  'https://8bitmods.com/vmupro-handheld-visual-memory-card-for-dreamcast-classic-white/';
