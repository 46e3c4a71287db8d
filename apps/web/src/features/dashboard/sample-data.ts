// SPEC section 2: the developer dashboard shows static sample figures, not backed by any call.
// They are labelled as sample data on screen so nobody reads them as their own numbers.
export const sampleStats = [
  { title: 'Total Apps', value: '3', note: '1 live, 1 under review, 1 draft' },
  { title: 'Total Downloads', value: '12,480', note: '+18% from last month' },
  { title: 'Revenue', value: '$1,245.60', note: '+9% from last month' },
  { title: 'Active Users', value: '2,310', note: '+4% from last month' },
] as const;

export const sampleRecentApps = [
  { name: 'Pixel Quest', status: 'Live', downloads: '8,920', updated: 'Updated 2 days ago' },
  { name: 'Retro Racer', status: 'Under Review', downloads: '0', updated: 'Submitted yesterday' },
  { name: 'Chip Tunes', status: 'Draft', downloads: '0', updated: 'Edited last week' },
] as const;
