/** The landing page's 'Major Events You'll Experience' bars: peak-to-trough market falls, percent. */
export const majorEvents = [
  { name: '2008 Financial Crisis', change: -57 },
  { name: 'Dot-Com 2000', change: -49 },
  { name: 'Black Monday 1987', change: -22 },
  { name: 'Great Depression 1929', change: -89 },
] as const;
